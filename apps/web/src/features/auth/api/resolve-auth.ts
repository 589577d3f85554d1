import { type SessionUser, toSessionUser } from '@motoforge/contract';
import { queryOptions } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, isSessionEnded } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { authKeys } from './auth-keys';
import { checkAdmin } from './check-admin';
import { type BetterAuthSession, getSession } from './get-session';
import { type PageSession, takePageSession } from './page-session';
import { syncUser } from './sync-user';

export type SignedInState = { user: SessionUser; isAdmin: boolean };

/**
 * Who is signed in, from the server's point of view (docs/product.md#accounts-and-roles, docs/design.md#security): the cookie
 * session, then the API token. The token is fetched again only when the stored one is missing or
 * belongs to another session (a new sign-in, another account, or one signed out elsewhere).
 * Nobody is signed in only when the server says so: no session, or a 401 (the session ended
 * between two of these calls). Any other failure rejects, and is not a sign-out.
 */
export const resolveAuth = (options: { displayName?: string } = {}) => resolveAuthOf(() => resolveSession(options));

/** As resolveAuth, with the session the page came with (ADR 066) in place of get-session. */
const resolveAuthWith = (pageSession: PageSession) => resolveAuthOf(() => resolveSession({}, pageSession));

async function resolveAuthOf(resolve: () => Promise<SignedInState | null>): Promise<SignedInState | null> {
  try {
    const state = await resolve();
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

/**
 * Whether the account must be synced (PUT /api/user/{email}) before the app goes on: a display name
 * to save, a session whose token this browser does not hold yet (a new sign-in), or a language the
 * server was last told otherwise.
 */
function needsSync(session: BetterAuthSession, displayName: string | undefined) {
  const toldLanguage = localStorage.getItem(ACCOUNT_LANGUAGE_KEY);
  return (
    displayName !== undefined ||
    localStorage.getItem(ACCESS_TOKEN_KEY) !== session.session.token ||
    (toldLanguage !== null && toldLanguage !== currentLanguage())
  );
}

async function resolveSession(
  { displayName }: { displayName?: string },
  pageSession = takePageSession(),
): Promise<SignedInState | null> {
  // The page's own session (ADR 066) is get-session's answer, given by the server with the page.
  const session = pageSession ? pageSession.session : await getSession();
  if (!session) return null;
  let user = toSessionUser(session.user);
  if (needsSync(session, displayName)) {
    const language = currentLanguage();
    const synced = await syncUser({ email: user.email, displayName, language });
    localStorage.setItem(ACCESS_TOKEN_KEY, synced.token);
    localStorage.setItem(ACCOUNT_LANGUAGE_KEY, language);
    user = synced.user;
  }
  if (pageSession) return { user, isAdmin: pageSession.isAdmin };
  const { admin } = await checkAdmin(user.email);
  return { user, isAdmin: admin };
}

/**
 * Who is signed in, at once, when the page came with its session (ADR 066) and this browser
 * already holds its token: nothing to ask the server. Undefined otherwise, and the check runs.
 */
let pageSessionLeft: PageSession | null | undefined;
function signedInStateOfPage(): SignedInState | undefined {
  const pageSession = takePageSession();
  if (!pageSession) return undefined;
  if (needsSync(pageSession.session, undefined)) {
    // resolveAuth uses it, and syncs.
    pageSessionLeft = pageSession;
    return undefined;
  }
  return { user: toSessionUser(pageSession.session.user), isAdmin: pageSession.isAdmin };
}

/** How often a sign-in check that failed is made again, so the app recovers with the network. */
export const SESSION_RECHECK_MS = 5_000;

export const authQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.all,
    queryFn: () => {
      const pageSession = pageSessionLeft;
      pageSessionLeft = undefined;
      return pageSession ? resolveAuthWith(pageSession) : resolveAuth();
    },
    initialData: signedInStateOfPage,
    // Only signing in or out changes it, and both update it themselves.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? SESSION_RECHECK_MS : false,
  });
