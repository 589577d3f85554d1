import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { SessionCheckError } from '@/features/auth/components/session-check-error';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Signed-in visitors only (/purchase/{id}, /dashboard): anyone else goes to /login, which brings
 * them back here afterwards. While the sign-in check fails, it says so and offers Try again: that is
 * not a sign-out. Renders its children, or the child routes when used as a route element.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <SessionCheckError />;
  if (status === 'signedOut') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children ?? <Outlet />;
}
