import type { Garage } from '@motoforge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { garageKeys } from '@/lib/api/garage-keys';
import { partKeys } from '@/lib/api/part-keys';
import { garageQueryOptions } from '../api/get-garage';

const currentBikeOf = (garage: Garage | undefined) => {
  const bike = garage?.bikes.find((candidate) => candidate.current) ?? garage?.bikes[0];
  return bike ? `${bike.vehicleId}:${bike.year}` : '';
};

/**
 * A signed-in rider's fitment is the account's (docs/search.md#fitment-for-a-signed-in-rider). The
 * page may have come with another bike's: from a cache, or rendered before the rider changed the
 * bike on another device. Once the rider is known to be signed in, and at each page they open,
 * the account's garage is asked again (one small read); when its current bike is not the one the
 * parts on show were read for, every part query is read again.
 */
export function useAccountFitment(isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The bike the parts in the cache were read for: the garage the page came with.
  const shownFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!isSignedIn) {
      shownFor.current = undefined;
      return;
    }
    shownFor.current ??= currentBikeOf(queryClient.getQueryData<Garage>(garageKeys.all));
    let isCurrent = true;
    queryClient
      .fetchQuery({ ...garageQueryOptions(), staleTime: 0 })
      .then((garage) => {
        const bike = currentBikeOf(garage);
        if (!isCurrent || bike === shownFor.current) return;
        shownFor.current = bike;
        // A garage change made here has already asked for them (change-garage.ts): no second request.
        return queryClient.invalidateQueries({ queryKey: partKeys.all }, { cancelRefetch: false });
      })
      // A garage that cannot be read leaves the page as it is; the garage bar says why.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, pathname, queryClient]);
}
