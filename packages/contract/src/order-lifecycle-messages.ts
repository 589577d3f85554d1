/*
 * Zod-free, like checkout-messages.ts: the web app's translation table reads these without the schemas.
 */

import { ORDER_ACTOR_IDS, ORDER_STATE_IDS } from './order-states.js';

/** What an order's timeline records: its states, and what became of its refund. */
export const ORDER_EVENT_STATE_IDS = [...ORDER_STATE_IDS, 'refunded', 'refund-failed'] as const;
export type OrderEventStateId = (typeof ORDER_EVENT_STATE_IDS)[number];

/** Who made a change: the order's buyer, an admin, or the shop itself (a courier's status, a release). */
export const ORDER_EVENT_ACTOR_IDS = ORDER_ACTOR_IDS;

/** Where POST /api/admin/orders/{id}/transition may move an order. */
export const ORDER_TRANSITION_TARGETS = ['packed', 'shipped', 'delivered', 'returned'] as const;
export type OrderTransitionTarget = (typeof ORDER_TRANSITION_TARGETS)[number];

/** The courier the shop hands parcels to through its API; any other is typed by name. */
export const STEADFAST_COURIER = 'steadfast';

/** What the asker may do to an order now (GET /api/orders/{id}'s `actions`). */
export const ORDER_ACTION_IDS = [
  'pay',
  'delete',
  'cancel',
  'pack',
  'ship',
  'ship-steadfast',
  'deliver',
  'collect-cash',
  'return',
  'retry-refund',
  'review-payment',
  'refuse',
  'release-hold',
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
  refuseNotAllowed: 'Only a shipped cash-on-delivery order can be marked refused at the door',
  heldForCheck: 'This order is held for a check of its cash-on-delivery risk: release it before packing',
  notHeld: 'This order is not held',
  deliveredUnpaid: 'This order is not paid yet, so it cannot be marked delivered',
  courierRequired: 'Choose a courier',
  trackingCodeRequired: 'Enter the tracking code',
  textTooLong: 'This text is too long',
  steadfastNotSetUp: 'Steadfast is not set up in this shop: type the courier’s name and its tracking code',
  steadfastUnavailable:
    'Steadfast is not answering right now. The order stays packed: try shipping it again in a few minutes.',
  steadfastRefused:
    'Steadfast refused the parcel. Check the order’s phone number and address, or ship it with another courier.',
  steadfastAlreadyHasIt:
    'Steadfast already has a parcel for this order: ship it as Steadfast with the tracking code from Steadfast’s portal',
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
  noRefundWaiting: 'This order has no refund waiting',
  refundRefused:
    'The payment provider refused the refund. The order stays cancelled with its refund waiting: try again later.',
  refundUnavailable:
    'The payment provider is not answering right now. The order stays cancelled with its refund waiting: try again later.',
} as const;
