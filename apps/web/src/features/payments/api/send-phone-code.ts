import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/orders/{id}/phone-code: a new code by SMS to a cash-on-delivery order's phone (202). */
export const sendPhoneCode = (orderId: string) =>
  apiRequest<{ success: true }>(`/orders/${encodeURIComponent(orderId)}/phone-code`, {
    method: 'POST',
    isAuthenticated: true,
  });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
