import type { CustomerGroups } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** GET /api/admin/customer-groups (admin): every group, by name. */
export const getCustomerGroups = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CustomerGroups>('/admin/customer-groups', { signal, isAuthenticated: true });

export const customerGroupsQueryOptions = () =>
  queryOptions({ queryKey: businessAccountKeys.groups(), queryFn: ({ signal }) => getCustomerGroups({ signal }) });

export const useCustomerGroups = () => useQuery(customerGroupsQueryOptions());
