import type { UserSummary } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/user (admin): every account with its role. */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<UserSummary[]>('/user', { signal, isAuthenticated: true });

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => getUsers({ signal }),
  });

export const useUsers = () => useQuery(usersQueryOptions());
