import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/orders/{id}/sslcommerz: a new SSLCommerz session for the order's total, as the server
 * has it; answers the hosted page the buyer pays on. 503 when the gateway does not answer.
 */
export const startOnlinePayment = (orderId: string) =>
  apiRequest<{ url: string }>(`/orders/${encodeURIComponent(orderId)}/sslcommerz`, {
    method: 'POST',
    isAuthenticated: true,
  });

export const useStartOnlinePayment = () => useMutation({ mutationFn: startOnlinePayment });
