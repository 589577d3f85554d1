import type { CustomerGroupInput, CustomerGroupSummary } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** POST /api/admin/customer-groups (admin): a new group. */
export const addCustomerGroup = (input: CustomerGroupInput) =>
  apiRequest<CustomerGroupSummary>('/admin/customer-groups', { method: 'POST', body: input, isAuthenticated: true });

export const useAddCustomerGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessAccountKeys.groups() }),
  });
};
