import type { RestockInput, restockResultSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** POST /api/part/{id}/restock (admin): adds to the stock, whatever orders have left of it. */
export const restockPart = ({ id, input }: { id: string; input: RestockInput }) =>
  apiRequest<z.infer<typeof restockResultSchema>>(`/part/${encodeURIComponent(id)}/restock`, {
    method: 'POST',
    body: input,
    isAuthenticated: true,
  });

export const useRestockPart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restockPart,
    // The stock shows on every page of the part, the log and the low-stock list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
};
