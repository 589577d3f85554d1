import { modifiedCountSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/user/admin/{email} (admin): the account becomes an admin. */
export const makeAdmin = (email: string) =>
  apiRequest(`/user/admin/${encodeURIComponent(email)}`, modifiedCountSchema, {
    method: 'PUT',
    isAuthenticated: true,
  });

export const useMakeAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};
