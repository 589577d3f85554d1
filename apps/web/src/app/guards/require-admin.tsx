import { authMessages } from '@motoforge/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { SessionCheckError } from '@/features/auth/components/session-check-error';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loginNoticeState } from '@/features/auth/utils/login-notice';

/**
 * Admin pages (docs/product.md#dashboard): a signed-out visitor goes to /login; a signed-in one who is not an
 * admin is signed out and sent to /login as well, which says why; a failed sign-in check signs
 * nobody out (see RequireAuth). The server checks the role on every admin call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, isAdmin, isSigningOut, signOutError, signOut } = useAuth();
  const location = useLocation();
  const isForbidden = status === 'signedIn' && !isAdmin;

  useEffect(() => {
    if (isForbidden) {
      void signOut({ redirectTo: paths.login.getHref(), replace: true, state: loginNoticeState('adminOnly') });
    }
  }, [isForbidden, signOut]);

  if (status === 'signedOut') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  if (status === 'error') return <SessionCheckError />;
  // The sign-out did not complete (the layout says so and offers Try again): still not this page.
  if (isForbidden && signOutError && !isSigningOut) {
    return <p className="px-4 py-12 text-center text-lg font-semibold">{authMessages.adminOnly}</p>;
  }
  if (status === 'loading' || isForbidden) return <LoadingScreen />;
  return children ?? <Outlet />;
}
