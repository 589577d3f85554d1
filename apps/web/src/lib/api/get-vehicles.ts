import type { VehicleList } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleKeys } from '@/lib/api/garage-keys';

/** GET /api/vehicles: the makes, their models (a variant is a model of its own) and their years. */
export const getVehicles = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<VehicleList>('/vehicles', { signal });

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.all,
    queryFn: ({ signal }) => getVehicles({ signal }),
    // The list of bikes changes when the manufacturer adds a model, not while a rider shops.
    staleTime: 60 * 60 * 1000,
  });

export const useVehicles = () => useQuery(vehiclesQueryOptions());
