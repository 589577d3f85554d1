import type { deletedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** DELETE /api/part/{id} (admin): out of the catalogue; its orders keep their name and price. */
export const deletePart = (id: string) =>
  apiRequest<z.infer<typeof deletedCountSchema>>(`/part/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isAuthenticated: true,
  });

export const useDeletePart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
};
