import { authMessages } from '@motoforge/contract';

/**
 * better-auth sends a failed Google round trip back to the errorCallbackURL with `?error=<code>`.
 * "account_not_linked" means the e-mail already belongs to a password account that Google may not
 * take over (better-auth's oauth2/link-account, turned into a code by its callback route).
 */
export function googleErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return code === 'account_not_linked' ? authMessages.googleAccountNotLinked : authMessages.googleFailed;
}
