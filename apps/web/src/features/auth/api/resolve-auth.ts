import type { SessionUser } from '@motoforge/contract';
import { queryOptions } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { checkAdmin } from './check-admin';
import { getSession, toSessionUser } from './get-session';
import { syncUser } from './sync-user';

export type SignedInState = { user: SessionUser; isAdmin: boolean };

/**
 * Who is signed in, from the server's point of view (SPEC.md §4, DESIGN.md §4): the cookie
 * session, then the API token. The token is fetched again only when the stored one is missing or
 * belongs to another session (a new sign-in, another account, or one signed out elsewhere).
 */
export async function resolveAuth({ displayName }: { displayName?: string } = {}): Promise<SignedInState | null> {
  const session = await getSession();
  if (!session) {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    return null;
  }
  let user = toSessionUser(session.user);
  if (displayName !== undefined || localStorage.getItem(ACCESS_TOKEN_KEY) !== session.session.token) {
    const synced = await syncUser({ email: user.email, displayName });
    localStorage.setItem(ACCESS_TOKEN_KEY, synced.token);
    user = synced.user;
  }
  const { admin } = await checkAdmin(user.email);
  return { user, isAdmin: admin };
}

export const authQueryKey = ['auth'] as const;

export const authQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKey,
    queryFn: () => resolveAuth(),
    // Only signing in or out changes it, and both update it themselves.
    staleTime: Infinity,
    gcTime: Infinity,
  });
