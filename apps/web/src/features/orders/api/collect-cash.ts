import type { ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/admin/orders/{id}/cash-collected: a cash-on-delivery order paid at the door, so delivered. */
export const collectCash = (orderId: string) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/cash-collected`, {
    method: 'POST',
    isAuthenticated: true,
  });

export const useCollectCash = () => useOrderChange(collectCash);
