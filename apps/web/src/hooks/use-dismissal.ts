import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { dismissalsCookie, dismissalsIn, type Notice } from '@/lib/dismissals';

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

/** A notice the visitor can close for good (see lib/dismissals.ts). */
export function useDismissal(notice: Notice) {
  const serverDismissed = useContext(ServerDismissalsContext);
  const isDismissed = useSyncExternalStore(
    subscribe,
    () => dismissedUnkept.has(notice) || isDismissedInCookie(notice),
    // Hydrating, the page is what the server rendered for the cookie this browser sent with it.
    () => (typeof document === 'undefined' ? serverDismissed.includes(notice) : isDismissedInCookie(notice)),
  );

  const dismiss = useCallback(() => {
    const dismissed = new Set([...dismissalsIn(document.cookie), notice]);
    document.cookie = dismissalsCookie([...dismissed], window.location.protocol === 'https:');
    if (!isDismissedInCookie(notice)) dismissedUnkept.add(notice);
    listeners.forEach((listener) => listener());
  }, [notice]);

  return { isDismissed, dismiss };
}
