import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ServerRenderContext } from '@/lib/page-load';
import { InertUntilHydrated } from './inert-until-hydrated';

it('takes no input as the server renders it, and takes it once the browser has hydrated it', () => {
  const form = (
    <InertUntilHydrated>
      <button type="button">Place order</button>
    </InertUntilHydrated>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerRenderContext value>{form}</ServerRenderContext>);
  document.body.append(container);
  expect(container.firstElementChild).toHaveAttribute('inert');
  const serverButton = screen.getByRole('button', { name: 'Place order', hidden: true });

  act(() => void hydrateRoot(container, form));

  expect(container.firstElementChild).not.toHaveAttribute('inert');
  // The server's button itself, kept by the hydration.
  expect(screen.getByRole('button', { name: 'Place order' })).toBe(serverButton);
  container.remove();
});
