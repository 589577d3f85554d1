import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/password-reset-forms';
import { defineMessages, useMessages } from '@/lib/i18n';

const resetPasswordPageMessages = defineMessages('account.resetPasswordPage', { title: 'Choose a new password' });

/** Where the e-mailed reset link lands: `?token=` when it works, `?error=` when it does not. */
export default function ResetPasswordRoute() {
  const t = useMessages(resetPasswordPageMessages);
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t.title}>
      <ResetPasswordForm token={searchParams.get('token')} linkError={searchParams.has('error')} />
    </AuthCard>
  );
}
