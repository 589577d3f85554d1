import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { getRedirectTarget, orderRedirectTarget } from '@/features/auth/utils/redirect-target';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { defineMessages, useMessages } from '@/lib/i18n';

const loginPageMessages = defineMessages('account.loginPage', {
  title: 'Login',
  newHere: 'New to MotoForge?',
  createAccount: 'Create New Account',
  forgotPassword: 'Forgot password?',
});

export default function LoginRoute() {
  const navigate = useNavigate();
  const t = useMessages(loginPageMessages);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = getRedirectTarget(searchParams, location.state);
  // An order in progress goes on after a new account too. Read once the page runs: the server
  // renders one login page whatever its redirectTo (entry-server.tsx), and hydration keeps its links.
  const isHydrated = useIsHydrated();
  const orderPage = isHydrated ? orderRedirectTarget(searchParams, location.state) : undefined;

  return (
    <AuthCard title={t.title}>
      <LoginForm redirectTo={redirectTo} onSignedIn={() => void navigate(redirectTo, { replace: true })} />
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword.getHref()} className="link">
          {t.forgotPassword}
        </Link>
      </p>
      <p className="text-center text-sm">
        {t.newHere}{' '}
        <Link to={paths.signup.getHref(orderPage)} className="link font-semibold">
          {t.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
