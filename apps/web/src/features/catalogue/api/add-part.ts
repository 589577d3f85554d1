import type { AddPartInput, insertedIdSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** POST /api/part (admin): a new product, its photo already uploaded. */
export const addPart = (input: AddPartInput) =>
  apiRequest<z.infer<typeof insertedIdSchema>>('/part', { method: 'POST', body: input, isAuthenticated: true });

export const useAddPart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
};
