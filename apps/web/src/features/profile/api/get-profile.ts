import type { Profile } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/userdetail: the signed-in customer's own name, e-mail and saved details. */
export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Profile>(PROFILE_PATH, { signal, isAuthenticated: true });

/** The profile's path under /api (entry-server.tsx asks it for a signed-in page too). */
export const PROFILE_PATH = '/userdetail';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile({ signal }),
  });

export const useProfile = () => useQuery(profileQueryOptions());
