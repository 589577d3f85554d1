import type { PartDetail } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

export const partPath = (id: string) => `/parts/${encodeURIComponent(id)}`;

/** GET /api/parts/{id}: a part for its public page, with its category's name and its fitment. */
export const getPart = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PartDetail>(partPath(id), { signal });

export const partQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partKeys.catalogueItem(id),
    queryFn: ({ signal }) => getPart(id, { signal }),
  });

export const usePart = (id: string) => useQuery(partQueryOptions(id));
