import type { CustomerGroupMembers } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** GET /api/admin/customer-groups/{id}/members (admin): the approved businesses in the group. */
export const getGroupMembers = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CustomerGroupMembers>(`/admin/customer-groups/${encodeURIComponent(id)}/members`, {
    signal,
    isAuthenticated: true,
  });

export const groupMembersQueryOptions = (id: string) =>
  queryOptions({ queryKey: businessAccountKeys.members(id), queryFn: ({ signal }) => getGroupMembers(id, { signal }) });

export const useGroupMembers = (id: string) => useQuery(groupMembersQueryOptions(id));
