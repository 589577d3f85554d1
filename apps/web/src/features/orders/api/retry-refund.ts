import type { ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/admin/orders/{id}/refund: asks the payment provider again for a waiting refund. */
export const retryRefund = (orderId: string) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    isAuthenticated: true,
  });

export const useRetryRefund = () => useOrderChange(retryRefund);
