import type { Quote, QuotePriceInput, QuoteRefusalInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** The admin's answer to a requested quote: its prices and date, or a refusal with a note. */
export type QuoteAnswer = { answer: 'price'; input: QuotePriceInput } | { answer: 'refuse'; input: QuoteRefusalInput };

/** POST /api/admin/quotes/{id}/price or …/refuse (admin). */
export const answerQuote = ({ id, answer }: { id: string; answer: QuoteAnswer }) =>
  apiRequest<Quote>(`/admin/quotes/${encodeURIComponent(id)}/${answer.answer}`, {
    method: 'POST',
    body: answer.input,
    isAuthenticated: true,
  });

export const useAnswerQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.quote(quote.id), quote);
      return queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
  });
};
