import type { ShopOrder } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** GET /api/orders/{id}: the order with its lines, timeline, courier and what the asker may do now. */
export const getOrderDetail = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ShopOrder>(orderDetailPath(id), { signal, isAuthenticated: true });

/** The order's path under /api (entry-server.tsx asks it for a signed-in page too). */
export const orderDetailPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const orderDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.withLines(id), queryFn: ({ signal }) => getOrderDetail(id, { signal }) });

export const useOrderDetail = (id: string) => useQuery(orderDetailQueryOptions(id));
