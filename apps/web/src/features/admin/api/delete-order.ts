import { deletedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/booking/{id} (admin): removes any order; an unpaid one gives its stock back. */
export const deleteOrder = (id: string) =>
  apiRequest(`/booking/${encodeURIComponent(id)}`, deletedCountSchema, { method: 'DELETE', isAuthenticated: true });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['parts'] }),
      ]),
  });
};
