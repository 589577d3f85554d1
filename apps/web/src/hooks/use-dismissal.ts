import { useCallback, useSyncExternalStore } from 'react';

function readDismissed(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === 'true';
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): then nothing is remembered.
    return false;
  }
}

/** Dismissals that storage refused to keep: they still hold for this page. */
const dismissedUnstored = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab dismissed it too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * A notice the visitor can close for good: the dismissal is remembered in localStorage. A page
 * rendered on the server shows the notice (the server cannot know); the browser hides it right
 * after hydrating when it was dismissed before.
 */
export function useDismissal(storageKey: string) {
  const isDismissed = useSyncExternalStore(
    subscribe,
    () => dismissedUnstored.has(storageKey) || readDismissed(storageKey),
    () => false,
  );

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(storageKey, 'true');
    } catch {
      // Still hidden for this visit; see readDismissed.
      dismissedUnstored.add(storageKey);
    }
    listeners.forEach((listener) => listener());
  }, [storageKey]);

  return { isDismissed, dismiss };
}
