import type { Quote, QuoteRequestInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** POST /api/quotes: a quote on the account's cart, as it is now. */
export const requestQuote = (input: QuoteRequestInput) =>
  apiRequest<Quote>('/quotes', { method: 'POST', body: input, isAuthenticated: true });

export const useRequestQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
  });
};
