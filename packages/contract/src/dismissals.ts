import { cookieValue, ONE_YEAR_SECONDS } from './cookies.js';

/**
 * Notices a visitor can close for good. The choice is kept in a cookie rather than in storage, so
 * that the server, which renders the public pages (ADR 003), leaves a closed notice out of the
 * page: kept in the browser only, it showed up again on every page load until the app had started,
 * and then vanished, moving everything below it. The app writes the cookie itself once it runs;
 * before that, a close button is a plain form the server answers (POST /api/dismissals).
 */
export const NOTICES = ['top-banner', 'demo-notice'] as const;
export type Notice = (typeof NOTICES)[number];

export const DISMISSALS_COOKIE = 'motoforge-dismissed';

/** The notices a Cookie header (or `document.cookie`) says were closed, in a fixed order. */
export function dismissalsIn(cookies: string | undefined): Notice[] {
  const value = cookieValue(cookies, DISMISSALS_COOKIE);
  const names = new Set(value?.split('.'));
  return NOTICES.filter((notice) => names.has(notice));
}

/** The cookie (`document.cookie` assignment or Set-Cookie value) that remembers `notices` as closed for a year. */
export function dismissalsCookie(notices: readonly Notice[], isSecure: boolean): string {
  return `${DISMISSALS_COOKIE}=${notices.join('.')}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${
    isSecure ? '; Secure' : ''
  }`;
}

/** The notices closed so far, with `notice` added, as the cookie that remembers them. */
export function dismissalsCookieWith(cookies: string | undefined, notice: Notice, isSecure: boolean): string {
  return dismissalsCookie(
    NOTICES.filter((each) => each === notice || dismissalsIn(cookies).includes(each)),
    isSecure,
  );
}
