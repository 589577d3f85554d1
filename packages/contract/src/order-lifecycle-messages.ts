/*
 * Zod-free, like checkout-messages.ts: the web app's translation table reads these without the schemas.
 */

import { messageTable } from './message-codes.js';
export const orderLifecycleMessages = messageTable(
  'orderLifecycle',
  {
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
  },
  {
    courierNotSetUp: ['courier'],
    courierUnavailable: ['courier'],
    courierRefused: ['courier'],
    courierHasParcel: ['courier'],
  },
);
