import type { CustomerGroup, GroupPricesInput } from '@motoforge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** GET /api/admin/customer-groups/{id} (admin): a group with its price rules. */
export const getCustomerGroup = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CustomerGroup>(`/admin/customer-groups/${encodeURIComponent(id)}`, { signal, isAuthenticated: true });

export const customerGroupQueryOptions = (id: string) =>
  queryOptions({ queryKey: businessAccountKeys.group(id), queryFn: ({ signal }) => getCustomerGroup(id, { signal }) });

export const useCustomerGroup = (id: string) => useQuery(customerGroupQueryOptions(id));

/** PUT /api/admin/customer-groups/{id}/prices (admin): the group's rules, replaced whole. */
export const setGroupPrices = ({ id, input }: { id: string; input: GroupPricesInput }) =>
  apiRequest<CustomerGroup>(`/admin/customer-groups/${encodeURIComponent(id)}/prices`, {
    method: 'PUT',
    body: input,
    isAuthenticated: true,
  });

export const useSetGroupPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupPrices,
    onSuccess: (saved) => queryClient.setQueryData(businessAccountKeys.group(saved.id), saved),
  });
};
