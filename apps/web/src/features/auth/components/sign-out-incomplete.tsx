import { authMessages } from '@motoforge/contract';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { useAuth } from '../hooks/use-auth';

const signOutIncompleteMessages = defineMessages('account.signOutIncomplete', {
  tryAgain: 'Try again',
  dismiss: 'Dismiss',
});

/**
 * Says that a sign-out did not reach the server, so the visitor is still signed in (on a shared
 * computer they must not walk away believing otherwise), and offers to try again.
 */
export function SignOutIncomplete() {
  const { signOutError, retrySignOut, dismissSignOutError } = useAuth();
  const t = useMessages(signOutIncompleteMessages);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  if (!signOutError) return null;
  return (
    <div className="px-4 pt-4 sm:px-6 lg:px-8">
      <div
        role="alert"
        className="alert alert-error alert-soft alert-vertical sm:alert-horizontal border-error/50 mx-auto max-w-7xl border max-sm:justify-items-start max-sm:text-start"
      >
        <p className="wrap-anywhere">
          <strong>{translate(authMessages.signOutIncomplete)}</strong> {errorMessage(signOutError)}
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-error" onClick={() => void retrySignOut()}>
            {t.tryAgain}
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={dismissSignOutError}>
            {t.dismiss}
          </button>
        </div>
      </div>
    </div>
  );
}
