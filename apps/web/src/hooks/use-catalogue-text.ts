import { useLanguage } from '@/lib/i18n';

/**
 * The catalogue's own words in the page's language: a part's, a category's or a bike's name as the
 * admin wrote it in Bangla, on a Bangla page, when there is one; else, and on every English page,
 * the English. The one place that rule is written (docs/product.md#bangla, ADR 021).
 */
export function useCatalogueText() {
  const language = useLanguage();
  return (english: string, bangla: string | undefined): string => (language === 'bn' && bangla ? bangla : english);
}
