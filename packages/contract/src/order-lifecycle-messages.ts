/*
 * Zod-free, like checkout-messages.ts: the web app's translation table reads these without the schemas.
 */

import { ORDER_ACTOR_IDS, ORDER_STATE_IDS } from './order-states.js';
import { RETURN_EVENT_IDS } from './returns-messages.js';

/** What an order's timeline records: its states, what became of its refund, and its returns' steps. */
export const ORDER_EVENT_STATE_IDS = [...ORDER_STATE_IDS, 'refunded', 'refund-failed', ...RETURN_EVENT_IDS] as const;
export type OrderEventStateId = (typeof ORDER_EVENT_STATE_IDS)[number];

/** Who made a change: the order's buyer, an admin, or the shop itself (a courier's status, a release). */
export const ORDER_EVENT_ACTOR_IDS = ORDER_ACTOR_IDS;

/** Where POST /api/admin/orders/{id}/transition may move an order. */
export const ORDER_TRANSITION_TARGETS = ['packed', 'shipped', 'delivered', 'returned'] as const;
export type OrderTransitionTarget = (typeof ORDER_TRANSITION_TARGETS)[number];

/**
 * The couriers the shop hands parcels to through their APIs (docs/orders.md#couriers), each when
 * its settings are there; any other is typed by name with its tracking code.
 */
export const COURIER_IDS = ['steadfast', 'pathao', 'redx'] as const;
export type CourierId = (typeof COURIER_IDS)[number];
export const STEADFAST_COURIER = 'steadfast' satisfies CourierId;
/** How each is written for people. */
export const COURIER_NAMES: Record<CourierId, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };

/** The API courier a typed name means (any case), or null for a courier typed by hand. */
export const courierIdOf = (name: string | null | undefined): CourierId | null =>
  COURIER_IDS.find((id) => id === name?.trim().toLowerCase()) ?? null;

/** An order's courier as people read it: an API courier's name, or the name the admin typed. */
export const courierNameOf = (courier: string) => {
  const id = courierIdOf(courier);
  return id ? COURIER_NAMES[id] : courier;
};

/** The action that hands a packed order to an API courier: 'ship-steadfast', 'ship-pathao', 'ship-redx'. */
export const shipActionOf = (courier: CourierId) => `ship-${courier}` as const;

/** What the asker may do to an order now (GET /api/orders/{id}'s `actions`). */
export const ORDER_ACTION_IDS = [
  'pay',
  'delete',
  'cancel',
  'pack',
  'ship',
  'ship-steadfast',
  'ship-pathao',
  'ship-redx',
  'deliver',
  'collect-cash',
  'return',
  'retry-refund',
  'review-payment',
  'refuse',
  'release-hold',
  'pay-advance',
] as const;
export type OrderActionId = (typeof ORDER_ACTION_IDS)[number];

export const REFUND_STATUS_IDS = ['pending', 'failed', 'refunded'] as const;

export const COURIER_NAME_MAX = 60;
export const TRACKING_CODE_MAX = 100;
export const ORDER_NOTE_MAX = 500;

export const orderLifecycleMessages = {
  buyerCancelTooLate: 'This order can no longer be cancelled: it is already being packed or is on its way',
  adminCancelTooLate: 'An order can be cancelled only before it is shipped',
  payNotAllowed: 'This order is not waiting for a payment',
  approveNotAllowed: 'Only a paid order that has not shipped yet can be approved',
  packNotAllowed: 'Only a confirmed order can be packed',
  shipNotAllowed: 'Only a packed order can be shipped',
  deliverNotAllowed: 'Only a shipped order can be marked delivered',
  returnNotAllowed: 'Only a delivered order can be returned',
  returnHasReturns: 'Parts of this order are being returned: finish its returns instead of returning the whole order',
  refuseNotAllowed: 'Only a shipped cash-on-delivery order can be marked refused at the door',
  heldForCheck: 'This order is held for a check of its cash-on-delivery risk: release it before packing',
  notHeld: 'This order is not held',
  advanceDue: 'Pay this order’s delivery fee online first: the order is confirmed once it is paid',
  deliveredUnpaid: 'This order is not paid yet, so it cannot be marked delivered',
  courierRequired: 'Choose a courier',
  trackingCodeRequired: 'Enter the tracking code',
  textTooLong: 'This text is too long',
  courierNotSetUp: (courier: string) =>
    `${courier} is not set up in this shop: choose another courier, or type the courier’s name and its tracking code`,
  courierUnavailable: (courier: string) =>
    `${courier} is not answering right now. The order stays packed: try shipping it again in a few minutes.`,
  courierRefused: (courier: string) =>
    `${courier} refused the parcel. Check the order’s phone number and address, or ship it with another courier.`,
  courierHasParcel: (courier: string) =>
    `${courier} already has a parcel for this order: ship it with ${courier}, or with its tracking code`,
  steadfastAlreadyHasIt:
    'Steadfast already has a parcel for this order: ship it as Steadfast with the tracking code from Steadfast’s portal',
  webhookNotVerified: 'This call is not signed by the courier',
  orderCancelled: 'This order has been cancelled',
  orderOnRecord:
    'This order is kept on record and cannot be deleted: cancel it (its payment is refunded and its stock goes back) or mark it returned',
  // The shop's own notes on its timeline entries (a person's note is theirs, as typed).
  notePaid: 'Paid',
  notePhoneConfirmed: 'Phone confirmed',
  noteCashCollected: 'Cash collected',
  noteApproved: 'Approved for shipping',
  noteRefused: 'Refused at the door: the courier brings the parcel back',
  noteCashHandedBack: 'Cash handed back by the shop',
  notePaidAfterCancel: 'Paid after it was cancelled: its refund is waiting',
  noteAdvancePaid: 'Delivery fee paid online in advance',
  noRefundWaiting: 'This order has no refund waiting',
  refundRefused:
    'The payment provider refused the refund. The order stays cancelled with its refund waiting: try again later.',
  refundUnavailable:
    'The payment provider is not answering right now. The order stays cancelled with its refund waiting: try again later.',
} as const;
