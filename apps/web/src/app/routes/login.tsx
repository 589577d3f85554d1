import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { getRedirectTarget } from '@/features/auth/utils/redirect-target';
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
        <Link to={paths.signup.getHref()} className="link font-semibold">
          {t.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
