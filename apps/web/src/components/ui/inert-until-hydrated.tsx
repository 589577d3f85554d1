import { type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import { ServerRenderContext } from '@/lib/page-load';

/**
 * Server-rendered controls that take no input until the browser has hydrated them: what a visitor
 * typed or chose in them before would be lost when the form's library starts with its own values
 * (ADR 070). They look the same before and after; the server's HTML has them `inert`, and the
 * hydrated page lets them go at its first commit.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const isServerRender = useContext(ServerRenderContext);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Hydration keeps the server's attributes: taken off here, before the page is painted.
    element.current?.removeAttribute('inert');
  }, []);
  return (
    <div ref={element} inert={isServerRender || undefined}>
      {children}
    </div>
  );
}
