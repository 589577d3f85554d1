import { describe, expect, it } from 'vitest';
import {
  cashDuePoishaOf,
  cashReceiptOf,
  isAdvanceDue,
  isAwaitingOnlinePayment,
  isErasable,
  isMoveAllowed,
  isPaidInState,
  isShippingState,
  ORDER_ACTOR_IDS,
  ORDER_MOVE_IDS,
  ORDER_NUMBER_PATTERN,
  ORDER_STATE_IDS,
  ORDER_STATE_LABELS,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LABELS,
  parseOrderNumber,
} from './order-states.js';

/** docs/orders.md's table, written out by hand: every move allowed; anything else is refused. */
const ALLOWED = new Set([
  'system pay card from placed',
  'system pay sslcommerz from placed',
  'buyer confirm-phone cod from placed',
  'system pay-advance cod from placed',
  ...PAYMENT_METHOD_IDS.map((method) => `admin pack ${method} from confirmed`),
  ...PAYMENT_METHOD_IDS.map((method) => `admin ship ${method} from packed`),
  'admin approve card from confirmed',
  'admin approve card from packed',
  'admin approve sslcommerz from confirmed',
  'admin approve sslcommerz from packed',
  'admin deliver card from shipped',
  'system deliver card from shipped',
  'admin deliver sslcommerz from shipped',
  'system deliver sslcommerz from shipped',
  'admin collect-cash cod from shipped',
  'system collect-cash cod from shipped',
  'admin refuse cod from shipped',
  'system refuse cod from shipped',
  ...PAYMENT_METHOD_IDS.flatMap((method) => [
    `buyer cancel ${method} from placed`,
    `buyer cancel ${method} from confirmed`,
    `admin cancel ${method} from placed`,
    `admin cancel ${method} from confirmed`,
    `admin cancel ${method} from packed`,
    `system cancel ${method} from placed`,
    `admin return ${method} from delivered`,
  ]),
]);

describe('the order move table', () => {
  const cases = ORDER_STATE_IDS.flatMap((state) =>
    PAYMENT_METHOD_IDS.flatMap((paymentMethod) =>
      ORDER_MOVE_IDS.flatMap((move) =>
        ORDER_ACTOR_IDS.map((by) => ({
          state,
          paymentMethod,
          move,
          by,
          label: `${by} ${move} ${paymentMethod} from ${state}`,
        })),
      ),
    ),
  );
  it.each(cases)('$label', ({ state, paymentMethod, move, by, label }) => {
    expect(isMoveAllowed({ state, paymentMethod }, move, by)).toBe(ALLOWED.has(label));
  });

  it('allows cash collected only on a shipped cash-on-delivery order', () => {
    const allowedFrom = ORDER_STATE_IDS.filter((state) =>
      isMoveAllowed({ state, paymentMethod: 'cod' }, 'collect-cash', 'admin'),
    );
    expect(allowedFrom).toEqual(['shipped']);
  });
});

describe('the advance a risky cash-on-delivery order pays online (ADR 063)', () => {
  const order = { paymentMethod: 'cod' as const, advancePoisha: 12_000, totalPoisha: 362_000, paid: false };

  it('is due while the order is placed and the advance unpaid', () => {
    expect(isAdvanceDue({ ...order, state: 'placed', advancePaidAt: null })).toBe(true);
    expect(isAdvanceDue({ ...order, state: 'placed', advancePaidAt: new Date() })).toBe(false);
    expect(isAdvanceDue({ ...order, state: 'cancelled', advancePaidAt: null })).toBe(false);
    expect(isAdvanceDue({ ...order, state: 'placed', advancePoisha: 0, advancePaidAt: null })).toBe(false);
  });

  it('leaves the total less the advance paid as the cash due at the door, and nothing once paid', () => {
    expect(cashDuePoishaOf({ ...order, advancePaidAt: new Date() })).toBe(350_000);
    expect(cashDuePoishaOf({ ...order, advancePaidAt: null })).toBe(362_000);
    expect(cashDuePoishaOf({ ...order, advancePaidAt: new Date(), paid: true })).toBe(0);
    expect(cashDuePoishaOf({ ...order, paymentMethod: 'card', advancePoisha: 0, advancePaidAt: null })).toBe(0);
  });
});

describe("the spec's fields, read from the state", () => {
  it('is SHIPPING from shipped on, PENDING before', () => {
    expect(ORDER_STATE_IDS.filter(isShippingState)).toEqual(['shipped', 'delivered', 'returned']);
  });

  it('is paid online from confirmed on, and by cash from delivered on', () => {
    expect(isPaidInState('placed', 'card')).toBe(false);
    expect(isPaidInState('confirmed', 'card')).toBe(true);
    expect(isPaidInState('shipped', 'sslcommerz')).toBe(true);
    expect(isPaidInState('confirmed', 'cod')).toBe(false);
    expect(isPaidInState('shipped', 'cod')).toBe(false);
    expect(isPaidInState('delivered', 'cod')).toBe(true);
    expect(isPaidInState('cancelled', 'card')).toBeUndefined();
  });

  it('lets only an unpaid placed order be erased, and asks only such an online one to pay', () => {
    expect(isErasable({ state: 'placed', paid: false })).toBe(true);
    expect(isErasable({ state: 'confirmed', paid: false })).toBe(false);
    expect(isErasable({ state: 'cancelled', paid: false })).toBe(false);
    expect(isAwaitingOnlinePayment({ state: 'placed', paid: false, paymentMethod: 'card' })).toBe(true);
    expect(isAwaitingOnlinePayment({ state: 'placed', paid: false, paymentMethod: 'cod' })).toBe(false);
    expect(isAwaitingOnlinePayment({ state: 'cancelled', paid: false, paymentMethod: 'card' })).toBe(false);
  });
});

describe('order numbers', () => {
  it('reads a number however it was typed or said', () => {
    expect(parseOrderNumber('MF-7K3QX9')).toBe('MF-7K3QX9');
    expect(parseOrderNumber(' mf 7k3qx9 ')).toBe('MF-7K3QX9');
    expect(parseOrderNumber('7k3qx9')).toBe('MF-7K3QX9');
    expect(parseOrderNumber('MF-7K3QX')).toBeNull();
    expect(parseOrderNumber('MF-7K3QXI')).toBeNull();
    expect(parseOrderNumber('rahim@example.com')).toBeNull();
  });

  it("gives cash collected a receipt made of the order's number", () => {
    expect(cashReceiptOf('MF-7K3QX9')).toBe('COD-MF-7K3QX9');
    expect(ORDER_NUMBER_PATTERN.test('MF-7K3QX9')).toBe(true);
  });
});

describe('labels', () => {
  it('names every state and way to pay in both languages', () => {
    for (const language of ['en', 'bn'] as const) {
      for (const state of ORDER_STATE_IDS) expect(ORDER_STATE_LABELS[language][state]).toMatch(/\S/);
      for (const method of PAYMENT_METHOD_IDS) expect(PAYMENT_METHOD_LABELS[language][method]).toMatch(/\S/);
    }
    expect(ORDER_STATE_LABELS.bn.delivered).toMatch(/[\u0980-\u09FF]/);
  });
});
