import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { getRedirectTarget } from '@/features/auth/utils/redirect-target';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = getRedirectTarget(searchParams, location.state);

  return (
    <AuthCard title="Login">
      <LoginForm redirectTo={redirectTo} onSignedIn={() => void navigate(redirectTo, { replace: true })} />
      <p className="text-center text-sm">
        New to MotoForge?{' '}
        <Link to={paths.signup.getHref()} className="link font-semibold">
          Create New Account
        </Link>
      </p>
    </AuthCard>
  );
}
