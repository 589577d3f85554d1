/*
 * Returns and the fit guarantee (docs/returns.md), zod-free like order-lifecycle-messages.ts: the
 * web app's translation table reads these without the schemas.
 */

import type { ReturnEventId, ReturnReasonId, ReturnStateId } from './returns-rules.js';
import { messageTable } from './message-codes.js';

export const RETURN_REASON_LABELS: Record<'en' | 'bn', Record<ReturnReasonId, string>> = {
  en: {
    'does-not-fit': 'Does not fit',
    damaged: 'Arrived damaged',
    'wrong-part': 'Wrong part sent',
    other: 'Other',
  },
  bn: {
    'does-not-fit': 'বাইকে লাগে না',
    damaged: 'ক্ষতিগ্রস্ত অবস্থায় এসেছে',
    'wrong-part': 'ভুল পার্টস পাঠানো হয়েছে',
    other: 'অন্য কারণ',
  },
};

export const RETURN_STATE_LABELS: Record<'en' | 'bn', Record<ReturnStateId, string>> = {
  en: {
    requested: 'Return requested',
    accepted: 'Return accepted',
    refused: 'Return refused',
    received: 'Return received',
    refunded: 'Return refunded',
  },
  bn: {
    requested: 'ফেরতের অনুরোধ করা হয়েছে',
    accepted: 'ফেরত গ্রহণ করা হয়েছে',
    refused: 'ফেরত নেওয়া হয়নি',
    received: 'ফেরত পণ্য পৌঁছেছে',
    refunded: 'ফেরতের টাকা দেওয়া হয়েছে',
  },
};

export const RETURN_EVENT_LABELS: Record<'en' | 'bn', Record<ReturnEventId, string>> = {
  en: {
    'return-requested': 'Return requested',
    'return-accepted': 'Return accepted',
    'return-refused': 'Return refused',
    'return-received': 'Returned parts received',
    'return-refunded': 'Return refunded',
    'return-refund-failed': 'Return refund failed',
  },
  bn: {
    'return-requested': 'ফেরতের অনুরোধ',
    'return-accepted': 'ফেরত গ্রহণ',
    'return-refused': 'ফেরত নেওয়া হয়নি',
    'return-received': 'ফেরত পার্টস পৌঁছেছে',
    'return-refunded': 'ফেরতের টাকা দেওয়া হয়েছে',
    'return-refund-failed': 'ফেরতের টাকা দেওয়া যায়নি',
  },
};

export const returnMessages = messageTable(
  'return',
  {
    notDelivered: 'Parts can be returned only from a delivered order',
    windowClosed: 'The return window for this order has closed',
    linesRequired: 'Choose at least one part to return',
    lineNotInOrder: 'That part is not in this order',
    lineRepeated: 'Each part can be listed once in a return',
    quantityInvalid: 'The quantity must be a whole number from 1 to 999',
    tooMany: 'That is more of this part than is left to return',
    reasonInvalid: 'Choose why you are returning this part',
    noteTooLong: 'The note must be at most 500 characters',
    tooManyPhotos: 'Add at most 4 photos',
    photoInvalid: 'That photo was not uploaded to this shop',
    returnNotFound: 'This return was not found',
    acceptNotAllowed: 'Only a requested return can be accepted',
    refuseNotAllowed: 'Only a requested return can be refused',
    refuseNoteRequired: 'Say why the return is refused',
    receiveNotAllowed: 'Only an accepted return can be marked received',
    receiveLinesRequired: 'Say for each returned part whether it can be sold again',
    refundNotAllowed: 'Only a received return whose refund is waiting can be refunded',
    manualRefundRequired:
      'This order was paid in cash: record how the money went back (bKash or bank transfer) and its reference',
    refundRefused:
      'The payment provider refused the refund. The return stays received with its refund waiting: try again later.',
    refundUnavailable:
      'The payment provider is not answering right now. The return stays received with its refund waiting: try again later.',
    returnWindowInvalid: 'The return window must be a whole number of days from 0 to 90',
    returnAddressTooLong: 'The return address must be at most 300 characters',
    // The shop's own notes on the order's timeline.
    notePickupBooked: (courier: string, reference: string) => `Pickup booked with ${courier}, reference ${reference}`,
    notePickupFailed: (courier: string) =>
      `${courier} could not book the pickup: the buyer is told where to send the parts`,
    noteSendToShop: 'The buyer is told where to send the parts',
  },
  { notePickupBooked: ['courier', 'reference'], notePickupFailed: ['courier'] },
);

/** What the buyer hears at each step of a return, by SMS and by e-mail when known. */
export type ReturnNotificationFacts = {
  number: string;
  /** Within how many hours the shop answers (the complaint deadline), written in the buyer's digits. */
  hours?: string;
  /** The refund, formatted for the buyer's language. */
  amount?: string;
  note?: string;
  /** Where to send the parts, when no pickup was booked. */
  sendTo?: string;
  /** The courier coming for the parcel, when one was booked. */
  courier?: string;
};
export type ReturnNotificationEvent = Exclude<ReturnEventId, 'return-refund-failed'>;
export const RETURN_NOTIFICATION_EVENTS: readonly ReturnNotificationEvent[] = [
  'return-requested',
  'return-accepted',
  'return-refused',
  'return-received',
  'return-refunded',
];

type Notification = { sms: string; subject: string; text: string };

const andNote = (note: string | undefined, label: string) => (note ? `\n\n${label}: ${note}` : '');

const english: Record<ReturnNotificationEvent, (facts: ReturnNotificationFacts) => Notification> = {
  'return-requested': ({ number, hours = '72' }) => ({
    subject: `We have your return request for order ${number}`,
    sms: `MotoForge: we have your return request for order ${number}. We will answer within ${hours} hours.`,
    text: `We have your request to return parts of order ${number}. We will answer within ${hours} hours.\n\nMotoForge`,
  }),
  'return-accepted': ({ number, courier, sendTo, note }) => ({
    subject: `Your return for order ${number} is accepted`,
    sms: courier
      ? `MotoForge: your return for order ${number} is accepted. ${courier} will collect the parts.`
      : `MotoForge: your return for order ${number} is accepted. Send the parts to: ${sendTo ?? 'we will call you with the address'}`,
    text: `Your return for order ${number} is accepted.\n\n${
      courier
        ? `${courier} will come to collect the parts.`
        : `Please send the parts to:\n${sendTo ?? 'we will call you with the address'}`
    }${andNote(note, 'Note')}\n\nMotoForge`,
  }),
  'return-refused': ({ number, note }) => ({
    subject: `Your return for order ${number} is refused`,
    sms: `MotoForge: your return for order ${number} is refused. ${note ?? ''}`.trim(),
    text: `We cannot accept your return for order ${number}.${andNote(note, 'Reason')}\n\nMotoForge`,
  }),
  'return-received': ({ number }) => ({
    subject: `We received your returned parts for order ${number}`,
    sms: `MotoForge: we received your returned parts for order ${number}. Your refund is on its way.`,
    text: `We received the parts you returned from order ${number}. Your refund is on its way.\n\nMotoForge`,
  }),
  'return-refunded': ({ number, amount = '' }) => ({
    subject: `Your return for order ${number} is refunded`,
    sms: `MotoForge: ${amount} for your return from order ${number} is refunded.`,
    text: `${amount} for the parts you returned from order ${number} is refunded to the way you paid.\n\nMotoForge`,
  }),
};

const bangla: typeof english = {
  'return-requested': ({ number, hours = '৭২' }) => ({
    subject: `অর্ডার ${number} ফেরতের অনুরোধ আমরা পেয়েছি`,
    sms: `মোটোফোর্জ: অর্ডার ${number} ফেরতের অনুরোধ পেয়েছি। ${hours} ঘণ্টার মধ্যে উত্তর দেব।`,
    text: `অর্ডার ${number} এর পার্টস ফেরতের অনুরোধ আমরা পেয়েছি। ${hours} ঘণ্টার মধ্যে উত্তর দেব।\n\nমোটোফোর্জ`,
  }),
  'return-accepted': ({ number, courier, sendTo, note }) => ({
    subject: `অর্ডার ${number} এর ফেরত গ্রহণ করা হয়েছে`,
    sms: courier
      ? `মোটোফোর্জ: অর্ডার ${number} এর ফেরত গ্রহণ করা হয়েছে। ${courier} পার্টস নিতে আসবে।`
      : `মোটোফোর্জ: অর্ডার ${number} এর ফেরত গ্রহণ করা হয়েছে। পার্টস পাঠান: ${sendTo ?? 'ঠিকানা আমরা ফোনে জানাব'}`,
    text: `অর্ডার ${number} এর ফেরত গ্রহণ করা হয়েছে।\n\n${
      courier ? `${courier} পার্টস নিতে আসবে।` : `পার্টস এই ঠিকানায় পাঠান:\n${sendTo ?? 'ঠিকানা আমরা ফোনে জানাব'}`
    }${andNote(note, 'নোট')}\n\nমোটোফোর্জ`,
  }),
  'return-refused': ({ number, note }) => ({
    subject: `অর্ডার ${number} এর ফেরত নেওয়া হয়নি`,
    sms: `মোটোফোর্জ: অর্ডার ${number} এর ফেরত নেওয়া হয়নি। ${note ?? ''}`.trim(),
    text: `অর্ডার ${number} এর ফেরত আমরা নিতে পারছি না।${andNote(note, 'কারণ')}\n\nমোটোফোর্জ`,
  }),
  'return-received': ({ number }) => ({
    subject: `অর্ডার ${number} এর ফেরত পার্টস আমরা পেয়েছি`,
    sms: `মোটোফোর্জ: অর্ডার ${number} এর ফেরত পার্টস পেয়েছি। আপনার টাকা ফেরত দেওয়া হচ্ছে।`,
    text: `অর্ডার ${number} থেকে ফেরত পাঠানো পার্টস আমরা পেয়েছি। আপনার টাকা ফেরত দেওয়া হচ্ছে।\n\nমোটোফোর্জ`,
  }),
  'return-refunded': ({ number, amount = '' }) => ({
    subject: `অর্ডার ${number} এর ফেরতের টাকা দেওয়া হয়েছে`,
    sms: `মোটোফোর্জ: অর্ডার ${number} এর ফেরতের ${amount} ফেরত দেওয়া হয়েছে।`,
    text: `অর্ডার ${number} থেকে ফেরত পাঠানো পার্টসের ${amount} যেভাবে দিয়েছিলেন সেভাবেই ফেরত দেওয়া হয়েছে।\n\nমোটোফোর্জ`,
  }),
};

export const returnNotificationIn = (
  language: 'en' | 'bn',
  event: ReturnNotificationEvent,
  facts: ReturnNotificationFacts,
): Notification => (language === 'bn' ? bangla : english)[event](facts);
