import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** DELETE /api/admin/customer-groups/{id} (admin): an empty group; 409 while it has members. */
export const deleteCustomerGroup = (id: string) =>
  apiRequest<null>(`/admin/customer-groups/${encodeURIComponent(id)}`, { method: 'DELETE', isAuthenticated: true });

export const useDeleteCustomerGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerGroup,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: businessAccountKeys.group(id) });
      return queryClient.invalidateQueries({ queryKey: businessAccountKeys.groups() });
    },
  });
};
