import { cookieValue, GARAGE_COOKIE, garageCookie, type Garage } from '@motoforge/contract';

/**
 * The Set-Cookie value that makes the browser's garage cookie hold `garage` (current bike first)
 * for a year from now, or undefined when there is nothing to keep and no cookie to clear. For a
 * guest it is the garage itself, cleaned of entries that named no real bike; for a signed-in rider,
 * a copy of the account's bikes, so that pages rendered on the server (which see cookies, not the
 * bearer token) show the rider's fitment, marked as a copy (never merged into an account).
 */
export function garageCookieFor(
  cookies: string | undefined,
  garage: Garage,
  { isSecure, isAccountCopy }: { isSecure: boolean; isAccountCopy: boolean },
): string | undefined {
  if (garage.bikes.length === 0 && cookieValue(cookies, GARAGE_COOKIE) === undefined) return undefined;
  return garageCookie(garage.bikes, isSecure, isAccountCopy);
}
