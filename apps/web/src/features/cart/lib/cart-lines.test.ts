import { CART_LINES_MAX, checkoutMessages } from '@motoforge/contract';
import { describe, expect, it } from 'vitest';
import { nextCartLines } from './cart-lines';

const partId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [chain, pads, lever] = [partId(1), partId(2), partId(3)];

describe('nextCartLines', () => {
  it('adds a part, or more of it when it is in the cart already', () => {
    const once = nextCartLines([], { type: 'add', partId: chain, quantity: 10 });
    expect(once).toEqual([{ partId: chain, quantity: 10 }]);
    expect(nextCartLines(once, { type: 'add', partId: chain, quantity: 10 })).toEqual([
      { partId: chain, quantity: 20 },
    ]);
  });

  it('refuses a part more than a cart holds, in the API’s words', () => {
    const full = Array.from({ length: CART_LINES_MAX }, (_, index) => ({ partId: partId(index + 1), quantity: 1 }));
    expect(() => nextCartLines(full, { type: 'add', partId: partId(99), quantity: 1 })).toThrow(
      checkoutMessages.cartTooLong(CART_LINES_MAX),
    );
    expect(nextCartLines(full, { type: 'add', partId: partId(1), quantity: 1 })[0]).toEqual({
      partId: partId(1),
      quantity: 2,
    });
  });

  it('sets a quantity and removes a line, keeping the order of the rest', () => {
    const lines = [
      { partId: chain, quantity: 10 },
      { partId: pads, quantity: 2 },
      { partId: lever, quantity: 1 },
    ];
    expect(nextCartLines(lines, { type: 'setQuantity', partId: pads, quantity: 5 })).toEqual([
      { partId: chain, quantity: 10 },
      { partId: pads, quantity: 5 },
      { partId: lever, quantity: 1 },
    ]);
    expect(nextCartLines(lines, { type: 'remove', partId: chain })).toEqual(lines.slice(1));
  });

  it('merges a guest’s cart into the account’s: its lines after, a part in both with the larger quantity', () => {
    const account = [
      { partId: chain, quantity: 10 },
      { partId: pads, quantity: 4 },
    ];
    const guest = [
      { partId: lever, quantity: 1 },
      { partId: pads, quantity: 6 },
      { partId: chain, quantity: 5 },
    ];
    expect(nextCartLines(account, { type: 'merge', lines: guest })).toEqual([
      { partId: chain, quantity: 10 },
      { partId: pads, quantity: 6 },
      { partId: lever, quantity: 1 },
    ]);
  });

  it('keeps a merged cart within what a cart holds, the account’s lines first', () => {
    const account = Array.from({ length: CART_LINES_MAX - 1 }, (_, index) => ({
      partId: partId(index + 1),
      quantity: 1,
    }));
    const guest = [
      { partId: partId(100), quantity: 1 },
      { partId: partId(101), quantity: 1 },
    ];
    const merged = nextCartLines(account, { type: 'merge', lines: guest });
    expect(merged).toHaveLength(CART_LINES_MAX);
    expect(merged.at(-1)).toEqual({ partId: partId(100), quantity: 1 });
  });
});
