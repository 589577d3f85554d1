import type { CreatePaymentIntentResponse } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentIntentKeys } from './payment-intent-keys';

/**
 * POST /api/create-payment-intent: the client secret the card is confirmed against. The server
 * keeps one intent per order and computes the amount itself, so asking again is harmless and a
 * query (cached, retried by the user) fits better than a mutation fired from an effect.
 */
export const createPaymentIntent = (orderId: string) =>
  apiRequest<CreatePaymentIntentResponse>('/create-payment-intent', {
    method: 'POST',
    body: { orderId },
    isAuthenticated: true,
  });

export const paymentIntentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentIntentKeys.forOrder(orderId),
    queryFn: () => createPaymentIntent(orderId),
    staleTime: Infinity,
    retry: false,
  });

export const usePaymentIntent = (orderId: string, { isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...paymentIntentQueryOptions(orderId), enabled: isEnabled });
