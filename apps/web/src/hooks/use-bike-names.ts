import { bikeName } from '@motoforge/contract';
import { useFormat, useLanguage } from '@/lib/i18n';

/**
 * Model years and bikes' names in the page's language: "২০২১" and "Bajaj Pulsar 150 ২০২১" on
 * Bangla pages (make, model and variant are the catalogue's own words), bikeName's on English ones.
 * A year is written as a date's, never grouped as a count is ("২,০২১"). Shared by the catalogue
 * and the garage.
 */
export function useBikeNames() {
  const language = useLanguage();
  const format = useFormat();
  const year = format.year;
  const name = (bike: Parameters<typeof bikeName>[0]) =>
    language === 'en'
      ? bikeName(bike)
      : [bike.make, bike.model, bike.variant, year(bike.year)].filter(Boolean).join(' ');
  return { year, name };
}
