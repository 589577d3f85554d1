import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../../db/schema.js';
import { canTransition, type TransitionTarget } from './transition-order.js';

const TARGETS: TransitionTarget[] = ['packed', 'shipped', 'delivered', 'cancelled', 'returned'];
const ACTORS = ['buyer', 'admin', 'system'] as const;

/** DESIGN.md §10, written out: every change the machine allows; anything else is refused. */
const ALLOWED = new Set([
  'buyer cancelled from placed',
  'buyer cancelled from confirmed',
  'admin cancelled from placed',
  'admin cancelled from confirmed',
  'admin cancelled from packed',
  'system cancelled from placed',
  'admin packed from confirmed',
  'admin shipped from packed',
  'admin delivered from shipped',
  'system delivered from shipped',
  'admin returned from delivered',
]);

describe('the order state machine', () => {
  const cases = ORDER_STATES.flatMap((from) =>
    TARGETS.flatMap((to) => ACTORS.map((by) => ({ from, to, by, label: `${by} ${to} from ${from}` }))),
  );
  it.each(cases)('$label', ({ from, to, by, label }) => {
    const order = { state: from, paymentMethod: 'card' as const, paid: true };
    expect(canTransition(order, { to, actor: { by, userId: null } })).toBe(ALLOWED.has(label));
  });

  it('delivers an unpaid order only when its cash is collected at the door', () => {
    const actor = { by: 'admin' as const, userId: null };
    const shipped = { state: 'shipped' as const, paid: false };
    expect(canTransition({ ...shipped, paymentMethod: 'cod' }, { to: 'delivered', actor })).toBe(true);
    expect(canTransition({ ...shipped, paymentMethod: 'sslcommerz' }, { to: 'delivered', actor })).toBe(false);
    for (const state of ['confirmed', 'packed', 'shipped'] as const) {
      expect(
        canTransition({ state, paymentMethod: 'cod', paid: false }, { to: 'delivered', actor, isCashCollected: true }),
      ).toBe(true);
    }
    expect(
      canTransition(
        { state: 'placed', paymentMethod: 'cod', paid: false },
        { to: 'delivered', actor, isCashCollected: true },
      ),
    ).toBe(false);
    expect(
      canTransition(
        { state: 'shipped', paymentMethod: 'cod', paid: true },
        { to: 'delivered', actor, isCashCollected: true },
      ),
    ).toBe(false);
    expect(
      canTransition(
        { state: 'shipped', paymentMethod: 'card', paid: true },
        { to: 'delivered', actor, isCashCollected: true },
      ),
    ).toBe(false);
  });

  it("ships through the spec's Approve Order from confirmed or packed only", () => {
    const actor = { by: 'admin' as const, userId: null };
    expect(
      ORDER_STATES.filter((state) =>
        canTransition({ state, paymentMethod: 'card', paid: true }, { to: 'shipped', actor, isApproval: true }),
      ),
    ).toEqual(['confirmed', 'packed']);
  });
});
