import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '@motoforge/contract';

/** Whether react-toastify's download fails, as it does offline before it was ever downloaded. */
let isOffline = false;

// Each test gets its own notify store and its own view of the connection.
beforeEach(() => {
  isOffline = false;
  vi.resetModules();
  vi.doMock('@/lib/load-toastify', () => ({
    loadToastify: () =>
      isOffline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('react-toastify'),
  }));
});
afterEach(() => {
  unmountAll?.();
  vi.doUnmock('@/lib/load-toastify');
  vi.useRealTimers();
});

/** Fresh modules, the renderer among them: one copy of Preact must render the component and run its hooks. */
let unmountAll: (() => void) | undefined;
async function load() {
  // The fresh copy of Preact gets the shop's effect timing too (the setup file gave it to the first
  // copy only). Without it, this copy's hooks wait for an animation frame with jsdom's
  // requestAnimationFrame and a 35 ms timer, and a timer left when the test file's window is torn
  // down calls cancelAnimationFrame after it is gone: CI on a busy machine failed on exactly that.
  await import('@/lib/effect-timing');
  const { act, cleanup, render } = await import('@testing-library/react');
  // Testing Library unmounts after each test only what its first copy rendered.
  unmountAll = cleanup;
  const { Toasts } = await import('./toasts');
  const { notify } = await import('@/lib/notify');
  return { act, render, Toasts, notify };
}

const inToastify = (element: HTMLElement) => element.closest('.Toastify') !== null;

describe('Toasts', () => {
  it('run their effects with the shop’s effect timing, not on animation frames', async () => {
    await load();
    const { options } = await import('preact');
    // Without it, a hook's frame timer can outlive the test file's window (see load()).
    expect(options.requestAnimationFrame).toBeTypeOf('function');
  });

  it('shows nothing until a toast is raised', async () => {
    const { render, Toasts } = await load();
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a toast with react-toastify when it can be downloaded', async () => {
    const { act, render, Toasts, notify } = await load();
    render(<Toasts />);
    act(() => notify.error('Error Occurred'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error Occurred');
    expect(inToastify(toast)).toBe(true);
  });

  it('shows the toasts itself when react-toastify cannot be downloaded, in order, closable and gone after 5 s', async () => {
    isOffline = true;
    const { act, render, Toasts, notify } = await load();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toasts />);

    act(() => notify.error('Cannot reach the shop.'));
    act(() => notify.success('Profile updated'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [error, success] = screen.getAllByRole('alert');
    expect(error).toHaveTextContent('Cannot reach the shop.');
    expect(error).toHaveClass('alert-error');
    expect(success).toHaveTextContent('Profile updated');
    expect(success).toHaveClass('alert-success');
    expect(inToastify(error!)).toBe(false);

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(success!).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('alert')).toEqual([error]);

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses react-toastify again for the next toast once the connection is back', async () => {
    isOffline = true;
    const { act, render, Toasts, notify } = await load();
    render(<Toasts />);
    act(() => notify.error('Cannot reach the shop.'));
    expect(inToastify(await screen.findByRole('alert'))).toBe(false);

    isOffline = false;
    act(() => notify.success('Order Placed'));
    const placed = await screen.findByText('Order Placed');
    expect(inToastify(placed)).toBe(true);
  });
});
