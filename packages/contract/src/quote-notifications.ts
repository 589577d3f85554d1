import type { Language } from './language.js';
import type { OrderNotification } from './order-notifications.js';

/**
 * What a quote tells whom (docs/product.md#quotes), each in the reader's language: every admin
 * hears of a request and of an acceptance by e-mail; the buyer hears the prices or the refusal by
 * SMS to the business account's phone and by e-mail.
 */
export type QuoteFacts = {
  number: string;
  businessName: string;
  note: string;
  /** The quoted total, already written as taka in the reader's language. */
  total?: string;
  /** The last day it holds, already written in the reader's language. */
  validUntil?: string;
};
export type QuoteNotificationEvent = 'requested' | 'priced' | 'refused' | 'accepted';

const noteLine = (label: string, note: string) => (note ? `\n\n${label}: ${note}` : '');

const english: Record<QuoteNotificationEvent, (facts: QuoteFacts) => OrderNotification> = {
  requested: ({ number, businessName, note }) => ({
    subject: `Quote requested: ${number} from ${businessName}`,
    sms: `MotoForge: ${businessName} asked for quote ${number}.`,
    text: `${businessName} asked for a quote (${number}). Price it or refuse it in the dashboard, under Quotes.${noteLine('Note', note)}\n\nMotoForge`,
  }),
  priced: ({ number, businessName, note, total = '', validUntil = '' }) => ({
    subject: `Your MotoForge quote ${number} is ready`,
    sms: `MotoForge: quote ${number} for ${businessName}: ${total}, valid until ${validUntil}. Accept it from My Quotes.`,
    text: `Your quote ${number} comes to ${total} before delivery and holds until ${validUntil}. Accept it from My Quotes in your dashboard to order at these prices.${noteLine('Note', note)}\n\nMotoForge`,
  }),
  refused: ({ number, note }) => ({
    subject: `Your MotoForge quote ${number}`,
    sms: `MotoForge: we cannot quote ${number}. ${note}`,
    text: `We cannot give a quote for ${number}.${noteLine('Why', note)}\n\nYou may ask for a new one from your cart.\n\nMotoForge`,
  }),
  accepted: ({ number, businessName, total = '' }) => ({
    subject: `Quote accepted: ${number} from ${businessName}`,
    sms: `MotoForge: ${businessName} accepted quote ${number} (${total}).`,
    text: `${businessName} accepted quote ${number} (${total}); its order is in Manage All Orders.\n\nMotoForge`,
  }),
};

const bangla: typeof english = {
  requested: ({ number, businessName, note }) => ({
    subject: `কোটেশনের অনুরোধ: ${businessName}-এর ${number}`,
    sms: `মোটোফোর্জ: ${businessName} কোটেশন ${number} চেয়েছে।`,
    text: `${businessName} একটি কোটেশন (${number}) চেয়েছে। ড্যাশবোর্ডের কোটেশন পাতায় দাম দিন বা প্রত্যাখ্যান করুন।${noteLine('নোট', note)}\n\nমোটোফোর্জ`,
  }),
  priced: ({ number, businessName, note, total = '', validUntil = '' }) => ({
    subject: `আপনার মোটোফোর্জ কোটেশন ${number} তৈরি`,
    sms: `মোটোফোর্জ: ${businessName}-এর কোটেশন ${number}: ${total}, ${validUntil} পর্যন্ত বৈধ। আমার কোটেশন থেকে গ্রহণ করুন।`,
    text: `আপনার কোটেশন ${number}-এ ডেলিভারি ছাড়া মোট ${total}, ${validUntil} পর্যন্ত বৈধ। এই দামে অর্ডার করতে ড্যাশবোর্ডের আমার কোটেশন থেকে গ্রহণ করুন।${noteLine('নোট', note)}\n\nমোটোফোর্জ`,
  }),
  refused: ({ number, note }) => ({
    subject: `আপনার মোটোফোর্জ কোটেশন ${number}`,
    sms: `মোটোফোর্জ: ${number}-এর কোটেশন দেওয়া সম্ভব হচ্ছে না। ${note}`,
    text: `${number}-এর কোটেশন দেওয়া সম্ভব হচ্ছে না।${noteLine('কারণ', note)}\n\nকার্ট থেকে নতুন কোটেশন চাইতে পারেন।\n\nমোটোফোর্জ`,
  }),
  accepted: ({ number, businessName, total = '' }) => ({
    subject: `কোটেশন গৃহীত: ${businessName}-এর ${number}`,
    sms: `মোটোফোর্জ: ${businessName} কোটেশন ${number} (${total}) গ্রহণ করেছে।`,
    text: `${businessName} কোটেশন ${number} (${total}) গ্রহণ করেছে; এর অর্ডার সব অর্ডার পাতায় আছে।\n\nমোটোফোর্জ`,
  }),
};

/** The SMS, and the e-mail's subject and text, of a quote's `event`, in `language`. */
export const quoteNotificationIn = (
  language: Language,
  event: QuoteNotificationEvent,
  facts: QuoteFacts,
): OrderNotification => (language === 'bn' ? bangla : english)[event](facts);
