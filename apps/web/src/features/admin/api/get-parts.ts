import { partListSchema } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/part: the catalogue the admin manages. */
export const getParts = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest('/part', partListSchema, { signal });

// The catalogue's own key and answer: the shop and the back office share one cached list, so a
// product added or removed here shows (or disappears) on /allproducts at once.
export const partsQueryOptions = () =>
  queryOptions({
    queryKey: ['parts'],
    queryFn: ({ signal }) => getParts({ signal }),
  });

export const useParts = () => useQuery(partsQueryOptions());
