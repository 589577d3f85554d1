import type { Review } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/review: the customers' reviews. */
export const getReviews = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<Review[]>('/review', { signal });

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews({ signal }),
  });

export const useReviews = () => useQuery(reviewsQueryOptions());
