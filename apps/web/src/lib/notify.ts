import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error';

const listeners = new Set<() => void>();
let isWanted = false;

/**
 * Shows a toast. react-toastify is loaded on the first toast, not with the page: most visits never
 * show one. A toast raised before its container has mounted waits in react-toastify's own queue.
 */
function show(kind: Kind, message: string) {
  if (!isWanted) {
    isWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** Whether any toast was raised yet, i.e. whether the toast container is needed. */
export function useIsToastContainerWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isWanted,
    () => false,
  );
}
