import { authMessages, garageCookie, messages } from '@motoforge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { currentLanguage, pathIn } from '@/lib/i18n';
import { ACCESS_TOKEN_KEY, ApiError, isSessionEnded, UserFacingError } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { forgetOfflineCopy } from '@/lib/offline-copy';
import { isPublicQuery } from '@/lib/query-client';
import { SIGN_OUT_ON_AUTH_ERROR } from '@/lib/session-query-meta';
import { authKeys } from '../api/auth-keys';
import { authQueryOptions, resolveAuth } from '../api/resolve-auth';
import { signInEmail } from '../api/sign-in-email';
import { signInSocial } from '../api/sign-in-social';
import { signOutSession } from '../api/sign-out';
import { signUpEmail } from '../api/sign-up-email';
import { AuthContext, type AuthContextValue, type AuthStatus, type GoogleSignInUrls } from '../hooks/use-auth';
import { loginNoticeState } from '../utils/login-notice';

type EndSessionOptions = {
  redirectTo?: string;
  replace?: boolean;
  state?: unknown;
  /** The server has said the session is over (a 401): it is, even if the sign-out call fails. */
  hasSessionEnded?: boolean;
};

/**
 * The auth state of the whole app. It lives in the react-query cache under authKeys.all, so it
 * is resolved once and shared; this provider adds the actions. It must sit inside the router.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const auth = useQuery(authQueryOptions());
  const location = useLocation();
  const isEndingSessionRef = useRef(false);
  const isPurgeDueRef = useRef(false);

  const refreshAuth = useCallback(
    async (options: { displayName?: string } = {}) => {
      // An earlier resolution may still be running with the old cookie; its answer is out of date.
      await queryClient.cancelQueries({ queryKey: authKeys.all });
      const state = await queryClient.fetchQuery({
        queryKey: authKeys.all,
        queryFn: () => resolveAuth(options),
        staleTime: 0,
      });
      if (!state) throw new UserFacingError(messages.noUserLoggedIn);
    },
    [queryClient],
  );

  // A mutation, so the navbar can show it working (the server may be slow) and the layout a failure.
  const {
    mutateAsync: signOutAndLeave,
    isPending: isSigningOut,
    error: signOutError,
    variables: lastSignOut,
    reset: dismissSignOutError,
  } = useMutation({
    // Offline too: TanStack would otherwise hold it until the connection returns.
    networkMode: 'always',
    mutationFn: async ({
      redirectTo = paths.home.getHref(),
      replace = false,
      state,
      hasSessionEnded = false,
    }: EndSessionOptions) => {
      try {
        await signOutSession();
      } catch (error) {
        // Only the server can end the session: its cookie is HttpOnly. A sign-out that did not
        // reach it leaves the visitor signed in, as the next reload would show, so they stay signed
        // in and are told (the layout offers Try again), unless the session is over already.
        if (!hasSessionEnded) throw error;
      }
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      // The offline page's copy of the garage and viewed parts (lib/offline-copy.ts).
      forgetOfflineCopy();
      // The garage cookie holds a copy of the account's bikes: on a shared computer the next rider
      // would otherwise see them, and have them merged into their own account at sign-in.
      document.cookie = garageCookie([], window.location.protocol === 'https:');
      // Leave the private page first: the session is forgotten only once the next page has
      // rendered (the effect below), so no guard on the old page sends the visitor to
      // /login?redirectTo=… on the way out.
      isPurgeDueRef.current = true;
      await navigate(redirectTo, { replace, state });
    },
  });

  const endSession = useCallback(
    async (options: EndSessionOptions) => {
      if (isEndingSessionRef.current) return;
      isEndingSessionRef.current = true;
      try {
        await signOutAndLeave(options);
      } catch {
        // Said by the layout, from the mutation's error (SignOutIncomplete).
      } finally {
        // Until the next page has rendered (the effect below), the session is still ending.
        if (!isPurgeDueRef.current) isEndingSessionRef.current = false;
      }
    },
    [signOutAndLeave],
  );

  // After signing out, once the next page is shown: forget the session and drop every private
  // query, so the next person at this browser cannot see the last one's orders or profile. Which
  // ones by their keys, not by whether a page still shows them: under Preact the private page may
  // unmount a moment after this runs, and the next page subscribe to its data a moment later.
  useEffect(() => {
    if (!isPurgeDueRef.current) return;
    isPurgeDueRef.current = false;
    isEndingSessionRef.current = false;
    queryClient.setQueryData(authKeys.all, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== authKeys.all[0] && !isPublicQuery(query.queryKey),
    });
    // The parts said whether they fit the rider's bike; the visitor now has none.
    void queryClient.invalidateQueries({ queryKey: partKeys.all });
  }, [location.key, queryClient]);

  // A 401 means the session has ended on the server (revoked, expired): retrying cannot help, so
  // the visitor signs in again and comes back to this page. The shop's own rule comes first (docs/product.md#accounts-and-roles): a
  // flagged list's 401 or 403 signs out and goes to /.
  const onRequestFailed = useEffectEvent((error: unknown, isSignOutOnAuthError: boolean) => {
    if (!(error instanceof ApiError)) return;
    // Signed out already: a request that failed on the way out has nothing left to end.
    if (queryClient.getQueryData(authKeys.all) === null) return;
    const hasSessionEnded = isSessionEnded(error);
    if (isSignOutOnAuthError && (hasSessionEnded || error.status === 403)) {
      void endSession({ replace: true, hasSessionEnded });
    } else if (hasSessionEnded) {
      void endSession({
        redirectTo: paths.login.getHref(`${location.pathname}${location.search}`),
        replace: true,
        state: loginNoticeState('sessionEnded'),
        hasSessionEnded,
      });
    }
  });

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      onRequestFailed(event.action.error, event.query.meta?.[SIGN_OUT_ON_AUTH_ERROR] === true);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      onRequestFailed(event.action.error, false);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const { data, error, isPending, refetch } = auth;
  const value = useMemo<AuthContextValue>(() => {
    // A check that failed is not a sign-out: only the server's "no session" (null) is.
    const status: AuthStatus = data !== undefined ? (data ? 'signedIn' : 'signedOut') : isPending ? 'loading' : 'error';
    return {
      status,
      checkError: status === 'error' ? error : null,
      recheck: async () => {
        await refetch();
      },
      isSigningOut,
      signOutError,
      retrySignOut: () => endSession(lastSignOut ?? {}),
      dismissSignOutError,
      user: data?.user ?? null,
      isAdmin: data?.isAdmin ?? false,
      signIn: async (input) => {
        await signInEmail(input);
        await refreshAuth();
      },
      signUp: async (input) => {
        const { user } = await signUpEmail(input);
        if (!user) throw new UserFacingError(messages.noUserLoggedIn);
        await refreshAuth({ displayName: input.name });
      },
      signInWithGoogle: async ({ callbackURL, errorCallbackURL }: GoogleSignInUrls) => {
        const config = await queryClient.fetchQuery(publicConfigQueryOptions());
        if (!config.google) throw new UserFacingError(authMessages.googleNotConfigured);
        // Google sends the rider back to a page in the language they left in.
        const language = currentLanguage();
        const { url } = await signInSocial({
          provider: 'google',
          callbackURL: pathIn(language, callbackURL),
          errorCallbackURL: pathIn(language, errorCallbackURL),
        });
        window.location.assign(url);
      },
      signOut: (options = {}) => endSession(options),
    };
  }, [
    data,
    error,
    isPending,
    refetch,
    isSigningOut,
    signOutError,
    lastSignOut,
    dismissSignOutError,
    refreshAuth,
    endSession,
    queryClient,
  ]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
