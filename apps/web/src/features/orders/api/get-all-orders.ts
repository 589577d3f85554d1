import type { Order } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/** GET /api/booking (admin): every customer's orders. */
export const getAllOrders = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order[]>('/booking', { signal, isAuthenticated: true });

// Under orderKeys.all with the customers' own lists, so one invalidation refreshes them all.
export const allOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.everyCustomer(),
    queryFn: ({ signal }) => getAllOrders({ signal }),
    meta: signOutOnAuthErrorMeta,
  });

export const useAllOrders = () => useQuery(allOrdersQueryOptions());
