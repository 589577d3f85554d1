import type { Part } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** GET /api/purchase/{id}: the part a customer is about to order. */
export const getPurchasePart = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Part>(`/purchase/${encodeURIComponent(id)}`, { signal });

// Under partKeys.all with the catalogue's list, so one invalidation refreshes every stock figure.
export const purchasePartQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partKeys.detail(id),
    queryFn: ({ signal }) => getPurchasePart(id, { signal }),
  });

export const usePurchasePart = (id: string) => useQuery(purchasePartQueryOptions(id));
