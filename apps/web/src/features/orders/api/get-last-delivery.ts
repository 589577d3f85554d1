import type { LastDelivery } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** Under orderKeys.all: a new order refreshes it. Private, so sign-out drops it. */
export const lastDeliveryKey = [...orderKeys.all, 'last-delivery'] as const;

/** GET /api/checkout/last-delivery: where the buyer's latest order went, offered again (null before the first). */
export const getLastDelivery = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<LastDelivery>(LAST_DELIVERY_PATH, { signal, isAuthenticated: true });

/** Its path under /api (entry-server.tsx asks it for the signed-in checkout page too). */
export const LAST_DELIVERY_PATH = '/checkout/last-delivery';

export const lastDeliveryQueryOptions = () =>
  queryOptions({ queryKey: lastDeliveryKey, queryFn: ({ signal }) => getLastDelivery({ signal }) });

export const useLastDelivery = () => useQuery(lastDeliveryQueryOptions());
