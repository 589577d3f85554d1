import type { modifiedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** PATCH /api/status/{tnxId} (admin): a paid order moves from PENDING to SHIPPING. */
export const approveOrder = (tnxId: string) =>
  apiRequest<z.infer<typeof modifiedCountSchema>>(`/status/${encodeURIComponent(tnxId)}`, {
    method: 'PATCH',
    body: { status: true },
    isAuthenticated: true,
  });

export const useApproveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
