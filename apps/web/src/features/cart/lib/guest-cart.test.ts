import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_KEY, guestCart } from './guest-cart';

const chain = '00000000-0000-4000-8000-000000000001';
const pads = '00000000-0000-4000-8000-000000000002';

describe('guestCart', () => {
  afterEach(() => localStorage.clear());

  it('keeps the lines in this browser, and tells its listeners of every change', () => {
    const listener = vi.fn();
    const unsubscribe = guestCart.subscribe(listener);
    guestCart.set([{ partId: chain, quantity: 10 }]);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '')).toEqual([{ partId: chain, quantity: 10 }]);
    expect(guestCart.get()).toEqual([{ partId: chain, quantity: 10 }]);
    // The same array while nothing changed, as useSyncExternalStore needs.
    expect(guestCart.get()).toBe(guestCart.get());
    guestCart.clear();
    expect(guestCart.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('sees another tab’s change', () => {
    const listener = vi.fn();
    const unsubscribe = guestCart.subscribe(listener);
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ partId: pads, quantity: 2 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY }));
    expect(listener).toHaveBeenCalledOnce();
    expect(guestCart.get()).toEqual([{ partId: pads, quantity: 2 }]);
    unsubscribe();
  });

  it('reads a stored value that is no cart, or lines that are not, as nothing', () => {
    localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(guestCart.get()).toEqual([]);
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { partId: chain, quantity: 3 },
        { partId: 'not-a-part', quantity: 1 },
        { partId: pads, quantity: 0 },
        { partId: pads, quantity: 1.5 },
        { partId: chain, quantity: 7 },
        'line',
      ]),
    );
    expect(guestCart.get()).toEqual([{ partId: chain, quantity: 3 }]);
  });
});
