import type { PartAssembly } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

export const partAssembliesPath = (id: string) => `/parts/${encodeURIComponent(id)}/assemblies`;

/** GET /api/parts/{id}/assemblies: the parts diagrams a part appears in. */
export const getPartAssemblies = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PartAssembly[]>(partAssembliesPath(id), { signal });

export const partAssembliesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partKeys.partAssemblies(id),
    queryFn: ({ signal }) => getPartAssemblies(id, { signal }),
  });

export const usePartAssemblies = (id: string) => useQuery(partAssembliesQueryOptions(id));
