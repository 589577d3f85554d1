import type { Order } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/** GET /api/booking (admin): every customer's orders. */
export const getAllOrders = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order[]>('/booking', { signal, isAuthenticated: true });

// Under ['orders'] with the customers' own lists, so one invalidation refreshes them all.
export const allOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'all'],
    queryFn: ({ signal }) => getAllOrders({ signal }),
    meta: signOutOnAuthErrorMeta,
  });

export const useAllOrders = () => useQuery(allOrdersQueryOptions());
