import type { CancelOrderInput, ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/orders/{id}/cancel: the buyer while placed or confirmed, an admin before it ships. */
export const cancelOrder = ({ orderId, ...body }: CancelOrderInput & { orderId: string }) =>
  apiRequest<ShopOrder>(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });

export const useCancelOrder = () => useOrderChange(cancelOrder);
