import type { Order } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** GET /api/booking/{id}: one of the customer's orders, to pay for. */
export const getOrder = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order>(`/booking/${encodeURIComponent(id)}`, { signal, isAuthenticated: true });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
