import { type SessionUser, toSessionUser } from '@motoforge/contract';
import { queryOptions } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, isSessionEnded } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { authKeys } from './auth-keys';
import { checkAdmin } from './check-admin';
import { getSession } from './get-session';
import { syncUser } from './sync-user';

export type SignedInState = { user: SessionUser; isAdmin: boolean };

/**
 * Who is signed in, from the server's point of view (docs/product.md#accounts-and-roles, docs/design.md#security): the cookie
 * session, then the API token. The token is fetched again only when the stored one is missing or
 * belongs to another session (a new sign-in, another account, or one signed out elsewhere).
 * Nobody is signed in only when the server says so: no session, or a 401 (the session ended
 * between two of these calls). Any other failure rejects, and is not a sign-out.
 */
export async function resolveAuth(options: { displayName?: string } = {}): Promise<SignedInState | null> {
  try {
    const state = await resolveSession(options);
    if (state) return state;
  } catch (error) {
    if (!isSessionEnded(error)) throw error;
  }
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  return null;
}

/**
 * The language this browser last told the server the account reads, so the shop's SMS and e-mail
 * follow the rider to the other language (docs/product.md#bangla) at the first page load in it.
 */
export const ACCOUNT_LANGUAGE_KEY = 'accountLanguage';

async function resolveSession({ displayName }: { displayName?: string }): Promise<SignedInState | null> {
  const session = await getSession();
  if (!session) return null;
  let user = toSessionUser(session.user);
  const language = currentLanguage();
  const toldLanguage = localStorage.getItem(ACCOUNT_LANGUAGE_KEY);
  const isNewToken = localStorage.getItem(ACCESS_TOKEN_KEY) !== session.session.token;
  if (displayName !== undefined || isNewToken || (toldLanguage !== null && toldLanguage !== language)) {
    const synced = await syncUser({ email: user.email, displayName, language });
    localStorage.setItem(ACCESS_TOKEN_KEY, synced.token);
    localStorage.setItem(ACCOUNT_LANGUAGE_KEY, language);
    user = synced.user;
  }
  const { admin } = await checkAdmin(user.email);
  return { user, isAdmin: admin };
}

/** How often a sign-in check that failed is made again, so the app recovers with the network. */
export const SESSION_RECHECK_MS = 5_000;

export const authQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.all,
    queryFn: () => resolveAuth(),
    // Only signing in or out changes it, and both update it themselves.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? SESSION_RECHECK_MS : false,
  });
