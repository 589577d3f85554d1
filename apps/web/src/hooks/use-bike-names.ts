import { bikeName } from '@motoforge/contract';
import { useFormat, useLanguage } from '@/lib/i18n';
import { useCatalogueText } from './use-catalogue-text';

/** A model as the bike picker lists it: the model and its variant, each also in Bangla when written so. */
type ModelOfBike = { model: string; modelBn?: string; variant: string; variantBn?: string };
/** A rider's bike: a vehicle's make, model and variant (each also in Bangla when written so) and year. */
export type NamedBike = Parameters<typeof bikeName>[0] & { makeBn?: string; modelBn?: string; variantBn?: string };

/**
 * Model years and bikes' names in the page's language: "২০২১" and "বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০২১"
 * on Bangla pages (make, model and variant in Bangla where the catalogue has them),
 * bikeName's on English ones. A year is written as a date's, never grouped as a count is
 * ("২,০২১"). Shared by the catalogue and the garage.
 */
export function useBikeNames() {
  const language = useLanguage();
  const format = useFormat();
  const text = useCatalogueText();
  const year = format.year;
  /** "Pulsar 150 Twin Disc", "পালসার ১৫০ টুইন ডিস্ক". */
  const model = (vehicle: ModelOfBike) =>
    [text(vehicle.model, vehicle.modelBn), text(vehicle.variant, vehicle.variantBn)].filter(Boolean).join(' ');
  const name = (bike: NamedBike) =>
    language === 'en'
      ? bikeName(bike)
      : [text(bike.make, bike.makeBn), model(bike), year(bike.year)].filter(Boolean).join(' ');
  return {
    year,
    name,
    model,
    make: (vehicle: { make: string; makeBn?: string }) => text(vehicle.make, vehicle.makeBn),
  };
}
