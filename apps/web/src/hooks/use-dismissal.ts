import { dismissalsCookieWith, dismissalsIn, type Notice } from '@motoforge/contract';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** On the server: the notices the request's cookie says were closed (entry-server.tsx provides it). */
export const ServerDismissalsContext = createContext<readonly Notice[]>([]);

function isDismissedInCookie(notice: Notice): boolean {
  return dismissalsIn(document.cookie).includes(notice);
}

/** Dismissals the browser refused to keep (cookies blocked): they still hold for this page. */
const dismissedUnkept = new Set<Notice>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may have closed it meanwhile.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/**
 * A notice the visitor can close for good (see dismissals.ts in the contract). Once the app runs it
 * writes the cookie itself; before that, the close button's plain form has the server write it
 * (components/layout/dismiss-button.tsx).
 */
export function useDismissal(notice: Notice) {
  const serverDismissed = useContext(ServerDismissalsContext);
  const isDismissed = useSyncExternalStore(
    subscribe,
    () => dismissedUnkept.has(notice) || isDismissedInCookie(notice),
    // Hydrating, the page is what the server rendered for the cookie this browser sent with it.
    () => (typeof document === 'undefined' ? serverDismissed.includes(notice) : isDismissedInCookie(notice)),
  );

  const dismiss = useCallback(() => {
    document.cookie = dismissalsCookieWith(document.cookie, notice, window.location.protocol === 'https:');
    if (!isDismissedInCookie(notice)) dismissedUnkept.add(notice);
    listeners.forEach((listener) => listener());
  }, [notice]);

  return { isDismissed, dismiss };
}
