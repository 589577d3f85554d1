import { accountMessages } from '@motoforge/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';

const emailVerifiedPageMessages = defineMessages('account.emailVerifiedPage', {
  title: 'E-mail verification',
  profile: 'Go to your profile',
});

/** Where a verification link lands: verified, or `?error=` when the link no longer works. */
export default function EmailVerifiedRoute() {
  const t = useMessages(emailVerifiedPageMessages);
  const translate = useTranslateMessage();
  const [searchParams] = useSearchParams();
  const failed = searchParams.has('error');
  return (
    <AuthCard title={t.title}>
      <p role={failed ? 'alert' : 'status'} className={`alert alert-soft ${failed ? 'alert-error' : 'alert-success'}`}>
        {translate(failed ? accountMessages.emailVerifyFailed : accountMessages.emailVerified)}
      </p>
      <Link to={paths.dashboard.profile.getHref()} className="btn btn-primary w-full">
        {t.profile}
      </Link>
    </AuthCard>
  );
}
