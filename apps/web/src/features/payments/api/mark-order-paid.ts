import type { markOrderPaidResponseSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

type MarkOrderPaidInput = { orderId: string; tnxId: string };

/** PATCH /api/booking/{id}: the server checks the intent with the provider, then marks the order paid. */
export const markOrderPaid = ({ orderId, tnxId }: MarkOrderPaidInput) =>
  apiRequest<z.infer<typeof markOrderPaidResponseSchema>>(`/booking/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { orderId, tnxId, status: false },
    isAuthenticated: true,
  });

export const useMarkOrderPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    // Only marked stale: the payment page shows its own Congratulations!!! view, and My Orders
    // fetches the paid order when it opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
  });
};
