import { useCallback, useState } from 'react';

function readDismissed(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === 'true';
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): then nothing is remembered.
    return false;
  }
}

/** A notice the visitor can close for good: the dismissal is remembered in localStorage. */
export function useDismissal(storageKey: string) {
  const [isDismissed, setIsDismissed] = useState(() => readDismissed(storageKey));

  const dismiss = useCallback(() => {
    setIsDismissed(true);
    try {
      localStorage.setItem(storageKey, 'true');
    } catch {
      // Still hidden for this visit; see readDismissed.
    }
  }, [storageKey]);

  return { isDismissed, dismiss };
}
