import type { Part } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/**
 * GET /api/part: every part in the catalogue, in the shop's order. One key for the shop and the
 * back office, so a product added or removed there shows (or disappears) on /allproducts at once.
 */
export const getParts = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<Part[]>('/part', { signal });

export const partsQueryOptions = () =>
  queryOptions({
    queryKey: partKeys.all,
    queryFn: ({ signal }) => getParts({ signal }),
  });

export const useParts = () => useQuery(partsQueryOptions());
