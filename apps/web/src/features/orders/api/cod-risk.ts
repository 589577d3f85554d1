import type { ShopOrder } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** POST /api/admin/orders/{id}/release-hold: a COD order held for its risk may be packed. */
export const releaseHold = (orderId: string) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/release-hold`, {
    method: 'POST',
    isAuthenticated: true,
  });

/** POST /api/admin/orders/{id}/refused: the buyer refused the COD parcel at the door. */
export const markRefused = (orderId: string) =>
  apiRequest<ShopOrder>(`/admin/orders/${encodeURIComponent(orderId)}/refused`, {
    method: 'POST',
    body: {},
    isAuthenticated: true,
  });

export const useReleaseHold = () => useOrderChange(releaseHold);
export const useMarkRefused = () => useOrderChange(markRefused);
