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

/**
 * An order line's part in the page's language: the line keeps the English name it was sold under,
 * and the API adds the part's Bangla name of today (docs/product.md#bangla).
 */
export function useLineName() {
  const text = useCatalogueText();
  return (line: { productName: string; productNameBn: string }): string => text(line.productName, line.productNameBn);
}
