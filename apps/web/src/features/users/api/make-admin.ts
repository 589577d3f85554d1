import type { modifiedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** PUT /api/user/admin/{email} (admin): the account becomes an admin. */
export const makeAdmin = (email: string) =>
  apiRequest<z.infer<typeof modifiedCountSchema>>(`/user/admin/${encodeURIComponent(email)}`, {
    method: 'PUT',
    isAuthenticated: true,
  });

export const useMakeAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
