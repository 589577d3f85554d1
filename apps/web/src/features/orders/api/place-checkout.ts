import type { CheckoutInput, CheckoutResponse } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { partKeys } from '@/lib/api/part-keys';

type PlaceCheckoutVariables = {
  input: CheckoutInput;
  /** The same for every try of one checkout, so a retry finds the order the first try made (ADR 024). */
  idempotencyKey: string;
  /** A priced quote to accept instead: the order is of its lines, at its prices (ADR 057). */
  quoteId?: string;
};

/**
 * POST /api/checkout: an order of the account's cart; or POST /api/quotes/{id}/accept: an order
 * of the quote, delivered and paid as a checkout is. The server computes every amount.
 */
export const placeCheckout = ({ input, idempotencyKey, quoteId }: PlaceCheckoutVariables) =>
  apiRequest<CheckoutResponse>(quoteId ? `/quotes/${encodeURIComponent(quoteId)}/accept` : '/checkout', {
    method: 'POST',
    body: input,
    isAuthenticated: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const usePlaceCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCheckout,
    // The order reserved stock, or was refused because stock moved: either way the parts changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
