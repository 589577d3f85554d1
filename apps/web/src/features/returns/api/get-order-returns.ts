import type { OrderReturns } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** GET /api/orders/{id}/returns: the order's returns, and what of it can still be returned until when. */
export const getOrderReturns = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<OrderReturns>(`/orders/${encodeURIComponent(orderId)}/returns`, { signal, isAuthenticated: true });

export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, { signal }),
  });

/** Asked only for an order that can have returns (delivered or returned): `isEnabled`. */
export const useOrderReturns = (orderId: string, isEnabled = true) =>
  useQuery({ ...orderReturnsQueryOptions(orderId), enabled: isEnabled });
