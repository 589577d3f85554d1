import type { AddReviewInput, Review } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from '@/lib/api/review-keys';

/** POST /api/review: a review in the signed-in customer's own name. */
export const addReview = (input: AddReviewInput) =>
  apiRequest<Review>('/review', { method: 'POST', body: input, isAuthenticated: true });

export const useAddReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // The home page's "What our customer says?" list shows it next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};
