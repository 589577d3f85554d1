import { createContext, useContext, useState } from 'react';

/**
 * Whether the page on screen is still the one the document was loaded for, with no navigation in
 * the app since: what came with its HTML (the server's state, ADR 066) is then as fresh as the page
 * load (docs/decisions/070-checkout-starts-with-the-config-of-its-page-load.md).
 */

/** True while a page is rendered on the server (entry-server.tsx provides it): that render is the page load. */
export const ServerRenderContext = createContext(false);

/** The router's part that says where the app is: react-router's browser router has it. */
type Navigable<State extends { location: unknown }> = {
  state: State;
  subscribe: (listener: (state: State) => void) => () => void;
};

let watched = false;
let hasNavigated = false;

/**
 * Watches `router` for the first navigation away from the page the document was loaded for
 * (main.tsx, before the first render). A router state with another location is a navigation: a
 * link, a redirect, back or forward, even to the same address. Until this is called, no page
 * counts as the page load; the function it returns stops watching, and forgets the page load.
 */
export function watchPageLoad<State extends { location: unknown }>(router: Navigable<State>) {
  const loaded = router.state.location;
  watched = true;
  hasNavigated = false;
  const stop = router.subscribe((state) => {
    if (state.location === loaded) return;
    hasNavigated = true;
    stop();
  });
  return () => {
    stop();
    watched = false;
  };
}

/**
 * Whether the component calling it was first rendered on the page the document was loaded for:
 * fixed at its first render, so it stays so while the component stays on screen.
 */
export function useIsPageLoad(): boolean {
  const isServerRender = useContext(ServerRenderContext);
  const [isPageLoad] = useState(() => isServerRender || (watched && !hasNavigated));
  return isPageLoad;
}
