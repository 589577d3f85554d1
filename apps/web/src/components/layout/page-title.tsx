import { useEffect } from 'react';

/**
 * The page's title, for the browser tab, history and search results. The app runs on Preact
 * (ADR 004), which renders a <title> where the page puts it instead of moving it into <head> as
 * React 19 does. So on the server this renders the element and entry-server.tsx moves it into the
 * page's <head>; in the browser it sets `document.title`, on the first render and on every
 * navigation, and leaves nothing in the page.
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
