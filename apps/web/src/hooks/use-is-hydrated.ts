import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a server-rendered page is being hydrated (and on the server), true from then on, and
 * true at once for a page rendered in the browser: for what may only start once the page runs.
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
