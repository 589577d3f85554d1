import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForms } from '@/features/auth/components/password-reset-forms';
import { defineMessages, useMessages } from '@/lib/i18n';

const forgotPasswordPageMessages = defineMessages('account.forgotPasswordPage', {
  title: 'Forgot password?',
  remembered: 'Remembered it?',
  login: 'Login',
});

export default function ForgotPasswordRoute() {
  const t = useMessages(forgotPasswordPageMessages);
  return (
    <AuthCard title={t.title}>
      <ForgotPasswordForms />
      <p className="text-center text-sm">
        {t.remembered}{' '}
        <Link to={paths.login.getHref()} className="link font-semibold">
          {t.login}
        </Link>
      </p>
    </AuthCard>
  );
}
