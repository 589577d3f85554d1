import type { ShopReturn } from '@motoforge/contract';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useLanguage } from '@/lib/i18n';

type GuaranteedVehicle = ShopReturn['lines'][number]['fitsVehicle'];

/**
 * The bike a line's fit guarantee names (docs/returns.md#fit-guarantee): on English pages the
 * name the shop kept when the order was placed, on Bangla ones the same bike by its catalogue
 * names ("বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০১৯"), or the kept name once the vehicle is gone.
 */
export function useGuaranteedBike(): (kept: string, vehicle: GuaranteedVehicle) => string {
  const language = useLanguage();
  const names = useBikeNames();
  return (kept, vehicle) => (language === 'en' || vehicle === null ? kept : names.name(vehicle));
}
