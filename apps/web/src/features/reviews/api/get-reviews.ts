import type { Review } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from '@/lib/api/review-keys';

/** GET /api/review: the customers' reviews. */
export const getReviews = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<Review[]>('/review', { signal });

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.all,
    queryFn: ({ signal }) => getReviews({ signal }),
  });

export const useReviews = () => useQuery(reviewsQueryOptions());
