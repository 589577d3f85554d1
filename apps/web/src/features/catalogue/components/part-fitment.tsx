import { useQuery } from '@tanstack/react-query';
import { partQueryOptions } from '../api/get-part';
import { type CurrentBike, FitmentNote } from './fitment-note';

/**
 * Whether the part fits the rider's current bike, for a page that shows the part without its
 * catalogue details (the purchase page). Says nothing until it knows, and asks nothing without a bike.
 */
export function PartFitment({ partId, currentBike }: { partId: string; currentBike: CurrentBike | null }) {
  const part = useQuery({ ...partQueryOptions(partId), enabled: currentBike !== null });
  if (!currentBike || !part.data) return null;
  return <FitmentNote status={part.data.fitsCurrentBike} bike={currentBike} />;
}
