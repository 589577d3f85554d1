import type { SessionUser, SignInInput, SignUpInput } from '@motoforge/contract';
import { createContext, useContext } from 'react';

/** `error`: the sign-in check failed (server or network down); that is not a sign-out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export type GoogleSignInUrls = {
  /** Where the browser lands after signing in with Google (a path on this site). */
  callbackURL: string;
  /** Where it lands when that fails; better-auth appends `?error=<code>`. */
  errorCallbackURL: string;
};

export type AuthContextValue = {
  status: AuthStatus;
  /** Why the sign-in check failed, while `status` is `error`. */
  checkError: unknown;
  /** Makes the sign-in check again (it is also made again on its own every few seconds). */
  recheck: () => Promise<void>;
  /** The server is ending the session (it may be slow); the session is forgotten once it has. */
  isSigningOut: boolean;
  /** Why the last sign-out did not complete (the visitor is still signed in), or null. */
  signOutError: unknown;
  /** Makes the sign-out that did not complete again, as it was asked for. */
  retrySignOut: () => Promise<void>;
  /** Forgets that the last sign-out did not complete (the visitor stays signed in). */
  dismissSignOutError: () => void;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Each of these rejects with an error whose message is for the form (see toErrorMessage). */
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signInWithGoogle: (urls: GoogleSignInUrls) => Promise<void>;
  /**
   * Ends the session on the server, forgets the token and private data, and goes to `redirectTo`
   * (/) with router `state`. When the server cannot end it, the visitor stays signed in and
   * `signOutError` says why. A 401 from the API does this by itself (see AuthProvider).
   */
  signOut: (options?: { redirectTo?: string; replace?: boolean; state?: unknown }) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user and the sign-in actions; use inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() is used outside <AuthProvider>');
  return auth;
}
