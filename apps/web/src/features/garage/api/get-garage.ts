import type { Garage } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { garageKeys } from '@/lib/api/garage-keys';

/**
 * GET /api/garage: the rider's bikes, current first. A signed-in rider's come from the account
 * (the bearer token); a guest's from the garage cookie, which the server keeps.
 */
export const getGarage = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Garage>('/garage', { signal, isAuthenticated: true });

export const garageQueryOptions = () =>
  queryOptions({
    queryKey: garageKeys.all,
    queryFn: ({ signal }) => getGarage({ signal }),
  });

export const useGarage = () => useQuery(garageQueryOptions());
