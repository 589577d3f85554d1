import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdate } from './service-worker-update';

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor() {
      return workbox;
    }
  },
}));

/** The browser says a new version of the shop has installed and waits. */
const newVersionWaits = () => act(async () => workbox.listeners.get('waiting')?.());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval'] });
  workbox.listeners.clear();
  workbox.register.mockClear();
  workbox.update.mockClear();
  workbox.messageSkipWaiting.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('update-ready')?.remove();
});

describe('a new version of the shop', () => {
  it('is looked for every hour while the tab stays open, and says nothing until there is one', () => {
    watchForUpdate();
    expect(workbox.register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for the visitor: Later keeps this version running', async () => {
    watchForUpdate();
    await newVersionWaits();
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of the shop is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('takes over on Reload, and the page reloads once it has', async () => {
    watchForUpdate();
    await newVersionWaits();
    expect(workbox.listeners.has('controlling')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(workbox.listeners.has('controlling')).toBe(true);
  });
});
