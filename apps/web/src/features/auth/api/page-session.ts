import { isRecord } from '@/lib/is-record';
import { SESSION_STATE_ELEMENT_ID } from '@/lib/ssr-state';
import { type BetterAuthSession, isSessionAnswer } from './get-session';

/**
 * What the server embedded in a page served to a signed-in visitor (ADR 066): get-session's answer
 * for the request's cookie, and whether the account is an admin.
 */
export type PageSession = { session: BetterAuthSession; isAdmin: boolean };

/**
 * The page's embedded session, once: the first check of who is signed in uses it in place of
 * get-session and the admin check, and takes it out of the page; every later one (after signing in
 * or out) asks the server. Null when the page has none (a guest, a page rendered for everyone) or
 * it is not what it should be.
 */
export function takePageSession(): PageSession | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SESSION_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    if (!isRecord(state) || typeof state.isAdmin !== 'boolean' || !isSessionAnswer(state.session)) return null;
    return state.session ? { session: state.session, isAdmin: state.isAdmin } : null;
  } catch {
    return null;
  }
}
