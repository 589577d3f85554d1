import type { Assembly } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

export const assemblyPath = (vehicleId: number, slug: string) =>
  `/vehicles/${vehicleId}/assemblies/${encodeURIComponent(slug)}`;

/** GET /api/vehicles/{id}/assemblies/{slug}: the drawing and its callouts, with the rider's fitment. */
export const getAssembly = (vehicleId: number, slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Assembly>(assemblyPath(vehicleId, slug), { signal });

export const assemblyQueryOptions = (vehicleId: number, slug: string) =>
  queryOptions({
    queryKey: partKeys.assembly(vehicleId, slug),
    queryFn: ({ signal }) => getAssembly(vehicleId, slug, { signal }),
  });

export const useAssembly = (vehicleId: number, slug: string) => useQuery(assemblyQueryOptions(vehicleId, slug));
