import type { deletedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { partKeys } from '@/lib/api/part-keys';

/**
 * DELETE /api/booking/{id}: a customer's own unpaid order, or any order for an admin (My Orders and
 * Manage All Orders); an unpaid order's stock goes back on the shelf.
 */
export const deleteOrder = (id: string) =>
  apiRequest<z.infer<typeof deletedCountSchema>>(`/booking/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isAuthenticated: true,
  });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    // Also after a refusal: the order may have been paid, or released, since the list was read.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
      ]),
  });
};
