import type { Order } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/** GET /api/booking?user={email}: the signed-in customer's own orders. */
export const getMyOrders = (email: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order[]>(`/booking?user=${encodeURIComponent(email)}`, { signal, isAuthenticated: true });

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: orderKeys.ofUser(email),
    queryFn: ({ signal }) => getMyOrders(email, { signal }),
    meta: signOutOnAuthErrorMeta,
  });

export const useMyOrders = (email: string) => useQuery(myOrdersQueryOptions(email));
