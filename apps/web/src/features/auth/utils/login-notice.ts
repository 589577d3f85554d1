import { authMessages } from '@motoforge/contract';

/**
 * Why a visitor was sent to the login page when it was not their own choice, which the page says:
 * their session ended on the server (revoked, expired), or they opened an admin page as a customer
 * (docs/product.md#dashboard: signed out and sent to /login). Router state, not the URL: a reload or a shared
 * link should not say it again.
 */
const LOGIN_NOTICES = {
  sessionEnded: authMessages.invalidToken,
  adminOnly: authMessages.adminPageSignedOut,
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The router state to open the login page with, so that it says `notice`. */
export const loginNoticeState = (notice: LoginNotice) => ({ loginNotice: notice });

/** What the login page says about why the visitor is there, from its router state; null for nothing. */
export function loginNoticeIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  const { loginNotice } = state;
  if (loginNotice === 'sessionEnded' || loginNotice === 'adminOnly') return LOGIN_NOTICES[loginNotice];
  return null;
}
