import type { UserSummary } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/user (admin): every account with its role. */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<UserSummary[]>('/user', { signal, isAuthenticated: true });

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) => getUsers({ signal }),
  });

export const useUsers = () => useQuery(usersQueryOptions());
