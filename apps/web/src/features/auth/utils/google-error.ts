import { authMessages } from '@motoforge/contract';

/**
 * better-auth sends a failed Google round trip back to the errorCallbackURL with `?error=<code>`.
 * "account_not_linked" means the e-mail already belongs to a password account that Google may not
 * take over (better-auth's oauth2/link-account, turned into a code by its callback route).
 */
export function googleErrorMessage(code: string | null): string | null {
  const kind = googleErrorKind(code);
  if (!kind) return null;
  return kind === 'account_not_linked' ? authMessages.googleAccountNotLinked : authMessages.googleFailed;
}

/**
 * The kind of failure a code stands for, itself a code with that kind's message: the pages that
 * read `?error=` show the same thing for every code of one kind (and the server renders them so).
 */
export function googleErrorKind(code: string | null): 'account_not_linked' | 'failed' | null {
  if (!code) return null;
  return code === 'account_not_linked' ? 'account_not_linked' : 'failed';
}
