import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { ServerRenderContext } from '@/lib/page-load';
import { HydrateLater, whenEveryPartIsHydrated } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const isHydrated = useIsHydrated();
  return (
    <button type="button" disabled={!isHydrated} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page({ onRender }: { onRender?: (rerender: () => void) => void }) {
  const [renders, setRenders] = useState(0);
  onRender?.(() => setRenders(renders + 1));
  return (
    <>
      <Counter name="Header" />
      <HydrateLater>
        <Counter name="Parts" />
      </HydrateLater>
      <HydrateLater>
        <p>Footer</p>
        <HydrateLater>
          <Counter name="Newsletter" />
        </HydrateLater>
      </HydrateLater>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the server sends it, in the document. */
function serverRendered(page: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerRenderContext value>{page}</ServerRenderContext>);
  document.body.append(container);
  return container;
}

it('hydrates a later part in a task after the rest, keeping the server’s HTML meanwhile', async () => {
  const container = serverRendered(<Page />);
  const serverParts = screen.getByRole('button', { name: 'Parts 0' });
  expect(serverParts).toBeDisabled();

  act(() => void hydrateRoot(container, <Page />));

  // The rest of the page runs at once…
  fireEvent.click(screen.getByRole('button', { name: 'Header 0' }));
  expect(screen.getByRole('button', { name: 'Header 1' })).toBeEnabled();
  // …while the later parts are still the server's HTML, on screen as it came.
  expect(screen.getByRole('button', { name: 'Parts 0' })).toBe(serverParts);
  expect(serverParts).toBeDisabled();
  expect(screen.getByText('Footer')).toBeVisible();

  // Not in act(), which would hold every render back to its end: the parts render as in a browser,
  // each in the microtasks after its gate opens.
  await whenEveryPartIsHydrated();

  // Hydrated into the server's own elements, not rendered again.
  expect(screen.getByRole('button', { name: 'Parts 0' })).toBe(serverParts);
  expect(serverParts).toBeEnabled();
  fireEvent.click(serverParts);
  expect(serverParts).toHaveTextContent('Parts 1');
  // A part inside a later part is hydrated after it, and waited for too.
  fireEvent.click(screen.getByRole('button', { name: 'Newsletter 0' }));
  expect(screen.getByRole('button', { name: 'Newsletter 1' })).toBeEnabled();
  expect(container.querySelectorAll('button')).toHaveLength(3);
});

it('keeps a waiting part on screen when the page around it renders again', async () => {
  let rerender = () => undefined as void;
  const container = serverRendered(<Page />);
  act(
    () =>
      void hydrateRoot(
        container,
        <Page
          onRender={(again) => {
            rerender = again;
          }}
        />,
      ),
  );

  act(() => rerender());

  expect(screen.getByRole('button', { name: 'Parts 0' })).toBeInTheDocument();
  expect(screen.getByText('Footer')).toBeInTheDocument();
  await whenEveryPartIsHydrated();
  fireEvent.click(screen.getByRole('button', { name: 'Parts 0' }));
  expect(screen.getByRole('button', { name: 'Parts 1' })).toBeEnabled();
});

it('renders a part at once on a page rendered in the browser', () => {
  render(<Page />);

  fireEvent.click(screen.getByRole('button', { name: 'Parts 0' }));
  expect(screen.getByRole('button', { name: 'Parts 1' })).toBeEnabled();
  expect(screen.getByText('Footer')).toBeInTheDocument();
});
