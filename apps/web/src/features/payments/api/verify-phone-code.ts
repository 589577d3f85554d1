import type { ShopOrder } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

type VerifyPhoneCodeInput = { orderId: string; code: string };

/** POST /api/orders/{id}/phone-code/verify: the code from the SMS confirms a cash-on-delivery order. */
export const verifyPhoneCode = ({ orderId, code }: VerifyPhoneCodeInput) =>
  apiRequest<ShopOrder>(`/orders/${encodeURIComponent(orderId)}/phone-code/verify`, {
    method: 'POST',
    body: { code },
    isAuthenticated: true,
  });

export const useVerifyPhoneCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: async (order) => {
      // Only marked stale: My Orders fetches the confirmed order when it opens.
      await queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      // The page shows the confirmed order the answer brought, without asking again.
      queryClient.setQueryData(orderKeys.withLines(order.id), order);
    },
  });
};
