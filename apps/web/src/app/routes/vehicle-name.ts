import { useVehicles } from '@/lib/api/get-vehicles';
import { useBikeNames } from '@/hooks/use-bike-names';

/**
 * A vehicle as a rider reads it, without a year ("Bajaj Pulsar 150 Twin Disc", in Bangla on Bangla
 * pages), and its newest model year, from the bike picker's list; undefined until that list is
 * known, or for no such vehicle.
 */
export function useVehicle(vehicleId: number): { name: string; newestYear: number } | undefined {
  const vehicles = useVehicles();
  const bikeNames = useBikeNames();
  for (const make of vehicles.data?.makes ?? []) {
    const model = make.models.find((candidate) => candidate.vehicleId === vehicleId);
    if (model) return { name: `${bikeNames.make(make)} ${bikeNames.model(model)}`, newestYear: model.yearTo };
  }
  return undefined;
}
