/*
 * The order's life in one place (docs/orders.md, ADR 037): its states, who moves it, the ways it is
 * paid, the one table of allowed moves, what the spec's fields read from the state, and the one
 * label each state has in each language. The database's schema, the API's `transitionOrder` and
 * every screen import these. Zod-free, so the web app's pages can read it without the schemas.
 */
import type { Language } from './language.js';

/** An order's states, in the order an order lives them. */
export const ORDER_STATE_IDS = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStateId = (typeof ORDER_STATE_IDS)[number];

/** The ways to pay for an order: cash on delivery, SSLCommerz's hosted page, or a card form. */
export const PAYMENT_METHOD_IDS = ['cod', 'sslcommerz', 'card'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Who moves an order: its buyer, an admin, or the shop itself (a payment, a courier, a release). */
export const ORDER_ACTOR_IDS = ['buyer', 'admin', 'system'] as const;
export type OrderActorId = (typeof ORDER_ACTOR_IDS)[number];

type Move = {
  to: OrderStateId;
  /** From which states each actor may make the move; an actor not named may not make it. */
  from: Partial<Record<OrderActorId, readonly OrderStateId[]>>;
  /** The payment methods it applies to; all when absent. */
  methods?: readonly PaymentMethodId[];
};

const ONLINE = ['card', 'sslcommerz'] as const;

/**
 * Every change an order's state can make, and the only ones. `transitionOrder` refuses anything
 * else with a 409, and the screens offer only what this table allows.
 */
export const ORDER_MOVES = {
  /** A card or SSLCommerz payment was confirmed with its provider. */
  pay: { to: 'confirmed', from: { system: ['placed'] }, methods: ONLINE },
  /**
   * A risky cash-on-delivery order's advance (its delivery fee) was paid through SSLCommerz: it is
   * confirmed in place of the phone code, and the rest is cash at the door (ADR 063).
   */
  'pay-advance': { to: 'confirmed', from: { system: ['placed'] }, methods: ['cod'] },
  /** The buyer typed the code sent to the cash-on-delivery order's phone. */
  'confirm-phone': { to: 'confirmed', from: { buyer: ['placed'] }, methods: ['cod'] },
  pack: { to: 'packed', from: { admin: ['confirmed'] } },
  ship: { to: 'shipped', from: { admin: ['packed'] } },
  /** The spec's Approve Order: a paid order ships, packed or not. */
  approve: { to: 'shipped', from: { admin: ['confirmed', 'packed'] }, methods: ONLINE },
  deliver: { to: 'delivered', from: { admin: ['shipped'], system: ['shipped'] }, methods: ONLINE },
  /** The rider (or the courier, for the shop) took the cash at the door: delivered and paid. */
  'collect-cash': { to: 'delivered', from: { admin: ['shipped'], system: ['shipped'] }, methods: ['cod'] },
  cancel: {
    to: 'cancelled',
    from: { buyer: ['placed', 'confirmed'], admin: ['placed', 'confirmed', 'packed'], system: ['placed'] },
  },
  return: { to: 'returned', from: { admin: ['delivered'] } },
  /** The buyer refused the cash-on-delivery parcel at the door: it comes back, and nothing was paid. */
  refuse: { to: 'cancelled', from: { admin: ['shipped'], system: ['shipped'] }, methods: ['cod'] },
} as const satisfies Record<string, Move>;
export type OrderMoveId = keyof typeof ORDER_MOVES;
export const ORDER_MOVE_IDS = Object.keys(ORDER_MOVES) as OrderMoveId[];

export type OrderMoveFacts = { state: OrderStateId; paymentMethod: PaymentMethodId };

/** Whether `by` may make `move` on an order as it stands. */
export function isMoveAllowed(order: OrderMoveFacts, move: OrderMoveId, by: OrderActorId): boolean {
  const rule: Move = ORDER_MOVES[move];
  if (rule.methods && !rule.methods.includes(order.paymentMethod)) return false;
  return rule.from[by]?.includes(order.state) ?? false;
}

/** The spec's `status`: false (PENDING) until shipped, true (SHIPPING) from then on. */
export const isShippingState = (state: OrderStateId): boolean =>
  state === 'shipped' || state === 'delivered' || state === 'returned';

/**
 * Whether an order in this state has been paid, or `undefined` where the state alone does not say
 * (a cancelled order may have been paid, and then is refunded). Online orders are paid when
 * confirmed; cash on delivery when delivered. The database checks every row against this.
 */
export function isPaidInState(state: OrderStateId, paymentMethod: PaymentMethodId): boolean | undefined {
  switch (state) {
    case 'placed':
      return false;
    case 'confirmed':
    case 'packed':
    case 'shipped':
      return paymentMethod !== 'cod';
    case 'delivered':
    case 'returned':
      return true;
    case 'cancelled':
      return undefined;
  }
}

/**
 * The buyer's delete (the spec's DELETE, Confirm delete?) erases an order only while it is unpaid
 * and placed; anything further on is kept on record, cancelled or returned instead.
 */
export const isErasable = (order: { state: OrderStateId; paid: boolean }): boolean =>
  order.state === 'placed' && !order.paid;

/** The states past confirmation: an order in one has a VAT invoice (docs/decisions/051-vat-invoices.md). */
export const INVOICED_STATES: readonly OrderStateId[] = ['confirmed', 'packed', 'shipped', 'delivered', 'returned'];

/** Whether the order has a VAT invoice to download: it was confirmed and is not cancelled. */
export const isInvoiced = (order: { state: OrderStateId }): boolean => INVOICED_STATES.includes(order.state);

/** Whether the buyer is asked to pay online now: the spec's Proceed to Pay. */
export const isAwaitingOnlinePayment = (order: OrderMoveFacts & { paid: boolean }): boolean =>
  order.state === 'placed' && !order.paid && order.paymentMethod !== 'cod';

/** What an order asks to be paid in advance online, and whether it has been (ADR 063). */
export type AdvanceFacts = { paymentMethod: PaymentMethodId; advancePoisha: number; advancePaidAt: Date | null };

/** Whether a cash-on-delivery order waits for its advance before it is confirmed. */
export const isAdvanceDue = (order: AdvanceFacts & { state: OrderStateId }): boolean =>
  order.state === 'placed' && order.paymentMethod === 'cod' && order.advancePoisha > 0 && order.advancePaidAt === null;

/**
 * The cash the rider collects at the door, in poisha: the whole total of an unpaid cash-on-delivery
 * order less the advance it paid online; nothing once paid, nor for an order paid online.
 */
export const cashDuePoishaOf = (order: AdvanceFacts & { totalPoisha: number; paid: boolean }): number =>
  order.paid || order.paymentMethod !== 'cod' ? 0 : order.totalPoisha - (order.advancePaidAt ? order.advancePoisha : 0);

/** A short order number people can read out on the phone: `MF-` and six of Crockford's base-32 digits. */
export const ORDER_NUMBER_PATTERN = /^MF-[0-9A-HJKMNP-TV-Z]{6}$/;

/** "mf 7k3qx9", "7K3QX9", "MF-7K3QX9" → "MF-7K3QX9"; anything else → null. */
export function parseOrderNumber(typed: string): string | null {
  const compact = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  const digits = compact.startsWith('MF') ? compact.slice(2) : compact;
  const number = `MF-${digits}`;
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}

/** The tnxId Cash collected gives a cash-on-delivery order: its cash receipt reference. */
export const cashReceiptOf = (orderNumber: string): string => `COD-${orderNumber}`;

/** The one name of each state, in each language: web, CSV, SMS and e-mail all read it here. */
export const ORDER_STATE_LABELS: Record<Language, Record<OrderStateId, string>> = {
  en: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
  bn: {
    placed: 'অর্ডার করা হয়েছে',
    confirmed: 'নিশ্চিত',
    packed: 'প্যাক করা হয়েছে',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল',
    returned: 'ফেরত এসেছে',
  },
};

/** The one name of each way to pay, in each language. */
export const PAYMENT_METHOD_LABELS: Record<Language, Record<PaymentMethodId, string>> = {
  en: { cod: 'Cash on delivery', sslcommerz: 'Online (SSLCommerz)', card: 'Card' },
  bn: { cod: 'ক্যাশ অন ডেলিভারি', sslcommerz: 'অনলাইন (SSLCommerz)', card: 'কার্ড' },
};
