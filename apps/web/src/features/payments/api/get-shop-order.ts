import type { ShopOrder } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** GET /api/orders/{id}: one of the customer's orders with its lines, amounts, state and payment. */
export const getShopOrder = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ShopOrder>(`/orders/${encodeURIComponent(id)}`, { signal, isAuthenticated: true });

export const shopOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.withLines(id),
    queryFn: ({ signal }) => getShopOrder(id, { signal }),
  });

type ShopOrderOptions = {
  /** Asks again every `ms` while the answer is not what the page waits for, `times` times at most. */
  pollUntil?: { isDone: (order: ShopOrder) => boolean; ms: number; times: number };
};

export const useShopOrder = (id: string, { pollUntil }: ShopOrderOptions = {}) =>
  useQuery({
    ...shopOrderQueryOptions(id),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!pollUntil || !order || pollUntil.isDone(order)) return false;
      // The first answer is one update; each refetch is another.
      return query.state.dataUpdateCount <= pollUntil.times ? pollUntil.ms : false;
    },
  });
