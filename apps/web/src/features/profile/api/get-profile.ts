import type { Profile } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/userdetail: the signed-in customer's own name, e-mail and saved details. */
export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Profile>('/userdetail', { signal, isAuthenticated: true });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile({ signal }),
  });

export const useProfile = () => useQuery(profileQueryOptions());
