import type { ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/admin/orders/{id}/sslcommerz-review: accept (pays the order) or refuse (refunds) a held payment. */
export const reviewHeldPayment = ({ orderId, accept }: { orderId: string; accept: boolean }) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/sslcommerz-review`, {
    method: 'POST',
    body: { accept },
    isAuthenticated: true,
  });

export const useReviewHeldPayment = () => useOrderChange(reviewHeldPayment);
