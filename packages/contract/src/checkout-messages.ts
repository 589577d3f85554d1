/*
 * Zod-free, like messages.ts: the web app's translation table reads these without the schemas.
 */

import { cartTooLongText } from './cart-limits.js';
import { formatTaka } from './format-taka.js';
import { messageTable } from './message-codes.js';

export const checkoutMessages = messageTable(
  'checkout',
  {
    mobileInvalid: 'Enter a Bangladeshi mobile number, such as 01712-345678',
    deliveryNameRequired: 'Name is required',
    streetRequired: 'Street address is required',
    placeRequired: 'Choose your division, district and upazila',
    placeInvalid: 'That upazila is not in that district, or that district is not in that division',
    paymentMethodUnavailable: 'That payment method is not available in this shop',
    /** `max` in taka: the ceiling the shop has now. */
    codRiskPayOnline: 'Cash on delivery is not available for this order: please pay online with SSLCommerz or a card',
    codTooLarge: (max: number) => `Cash on delivery is for orders up to ${formatTaka(max)}: please pay online`,
    cartEmpty: 'Your cart is empty',
    cartTooLong: cartTooLongText,
    cartPartTwice: 'A part appears twice in the cart',
    partNoLongerSold: (name: string) => `${name} is no longer sold: remove it from your cart`,
    partQuantityNow: (name: string) => `${name}: Quantity must between Minimum order & Available Quantity`,
    idempotencyKeyRequired: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required',
    phoneCodeInvalid: 'The code is not right. Check the SMS and try again.',
    phoneCodeExpired: 'The code has expired. Ask for a new one.',
    phoneCodeLocked: 'Too many wrong codes. Ask for a new code.',
    phoneCodeTooSoon: (seconds: number) => `A new code can be sent in ${seconds} seconds`,
    phoneCodesTooMany: 'Too many codes have been sent for this phone or account. Please try again later.',
    phoneCodeNotNeeded: 'This order does not need a phone code',
    onlinePaymentUnavailable:
      'Online payment is not answering right now. Your order is saved and its parts are held: pay for it later from My Orders.',
    notPaidOnline: 'This order is not paid online',
    notPaidByCard: 'This order is not paid by card',
    paymentNotHeld: 'This payment is not waiting for a review',
    cashNotCollectable: 'Only a shipped cash-on-delivery order can be marked cash collected',
  },
  {
    codTooLarge: ['max'],
    cartTooLong: ['max'],
    partNoLongerSold: ['name'],
    partQuantityNow: ['name'],
    phoneCodeTooSoon: ['seconds'],
  },
);
