import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { defineMessages, useMessages } from '@/lib/i18n';

const signupPageMessages = defineMessages('account.signupPage', {
  title: 'Sign Up',
  haveAccount: 'Already have an account?',
  login: 'Login',
});

export default function SignupRoute() {
  const navigate = useNavigate();
  const t = useMessages(signupPageMessages);

  return (
    <AuthCard title={t.title}>
      <SignupForm onSignedUp={() => void navigate(paths.home.getHref(), { replace: true })} />
      <p className="text-center text-sm">
        {t.haveAccount}{' '}
        <Link to={paths.login.getHref()} className="link font-semibold">
          {t.login}
        </Link>
      </p>
    </AuthCard>
  );
}
