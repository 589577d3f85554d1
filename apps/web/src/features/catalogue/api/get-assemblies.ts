import type { AssemblySummary } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

export const assembliesPath = (vehicleId: number) => `/vehicles/${vehicleId}/assemblies`;

/** GET /api/vehicles/{id}/assemblies: the bike's parts diagrams, in its order. */
export const getAssemblies = (vehicleId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<AssemblySummary[]>(assembliesPath(vehicleId), { signal });

export const assembliesQueryOptions = (vehicleId: number) =>
  queryOptions({
    queryKey: partKeys.assemblies(vehicleId),
    queryFn: ({ signal }) => getAssemblies(vehicleId, { signal }),
  });

export const useAssemblies = (vehicleId: number) => useQuery(assembliesQueryOptions(vehicleId));
