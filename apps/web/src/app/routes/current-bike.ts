import { bikeParam, type GarageBike } from '@motoforge/contract';
import { paths } from '@/config/paths';
import { useGarage } from '@/features/garage/api/get-garage';

/** The rider's current garage bike, whose fitment every part card and page shows; null when none (yet). */
export function useCurrentBike(): GarageBike | null {
  return useGarage().data?.bikes.find((bike) => bike.current) ?? null;
}

/** "Shop parts that fit": the catalogue narrowed to a bike. */
export const shopHrefFor = (bike: GarageBike) => paths.allProducts.getHref({ bike: bikeParam(bike) });

/** "Parts diagrams": the bike's assemblies. */
export const diagramsHrefFor = (bike: GarageBike) => paths.bikeDiagrams.getHref(bike.vehicleId);
