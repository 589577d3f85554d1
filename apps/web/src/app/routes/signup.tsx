import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const navigate = useNavigate();

  return (
    <AuthCard title="Sign Up">
      <SignupForm onSignedUp={() => void navigate(paths.home.getHref(), { replace: true })} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} className="link font-semibold">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
