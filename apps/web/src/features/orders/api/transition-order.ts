import type { OrderTransitionInput, ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/admin/orders/{id}/transition: packed, shipped (courier and code), delivered, returned. */
export const transitionOrder = ({ orderId, ...body }: OrderTransitionInput & { orderId: string }) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/transition`, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });

export const useTransitionOrder = () => useOrderChange(transitionOrder);
