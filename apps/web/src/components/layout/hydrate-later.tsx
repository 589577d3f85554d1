import { type ReactNode, Suspense, useContext, useState } from 'react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { ServerRenderContext } from '@/lib/page-load';
import { yieldToBrowser } from '@/lib/yield-to-browser';

type Gate = { isOpen: boolean; opened: Promise<void> };

/** The boundaries still waiting, in page order: each opens in a task after the one before. */
let queue: Promise<void> = Promise.resolve();

function gateInItsOwnTask(): Gate {
  const gate: Gate = { isOpen: false, opened: Promise.resolve() };
  queue = queue.then(yieldToBrowser).then(() => {
    gate.isOpen = true;
  });
  gate.opened = queue;
  return gate;
}

/** Resolves once every part of the page load has been hydrated (end-to-end tests wait for it). */
export async function whenEveryPartIsHydrated(): Promise<void> {
  let last: Promise<void>;
  do {
    last = queue;
    await last;
    // A part renders in the microtasks after its gate opened, and may hold parts of its own: one more
    // task, and they are in the queue.
    await yieldToBrowser();
  } while (last !== queue);
}

/**
 * A part of a server-rendered page that the browser hydrates in a task of its own, after the parts
 * before it, so that no single task holds the main thread for the whole page (Total Blocking Time,
 * docs/performance.md). Until then it is the server's HTML: links work as links, and nothing is
 * lost. A page rendered in the browser renders it at once.
 *
 * Preact keeps a suspended part's DOM while hydrating and resumes into it: the part must be one
 * element, hence the wrapper (`display: contents`, so the layout does not see it).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const isServerRender = useContext(ServerRenderContext);
  const isHydrated = useIsHydrated();
  const [gate] = useState(() => (isServerRender || isHydrated ? undefined : gateInItsOwnTask()));
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}

function Gated({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate && !gate.isOpen) throw gate.opened;
  return <div className="contents">{children}</div>;
}
