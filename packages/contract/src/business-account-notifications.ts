import type { Language } from './language.js';
import type { OrderNotification } from './order-notifications.js';

/**
 * What a business account's application tells whom (docs/product.md#business-accounts), each in the
 * reader's language: every admin hears of a new application by e-mail; the buyer hears the answer,
 * and a removal from their group, by SMS to the application's phone and by e-mail.
 */
export type BusinessApplicationFacts = { businessName: string; note: string; group?: string };
export type BusinessAccountEvent = 'applied' | 'approved' | 'refused' | 'removed';

const noteLine = (label: string, note: string) => (note ? `\n\n${label}: ${note}` : '');

const english: Record<BusinessAccountEvent, (facts: BusinessApplicationFacts) => OrderNotification> = {
  applied: ({ businessName }) => ({
    subject: `New business account application: ${businessName}`,
    sms: `MotoForge: ${businessName} applied for a business account.`,
    text: `${businessName} applied for a business account. Approve or refuse it in the dashboard, under Business Accounts.\n\nMotoForge`,
  }),
  approved: ({ businessName, note, group = '' }) => ({
    subject: `Your MotoForge business account is approved`,
    sms: `MotoForge: the business account of ${businessName} is approved (${group}). Sign in to see your prices.`,
    text: `The business account of ${businessName} is approved, in the group ${group}. Sign in to see your prices on every page.${noteLine('Note', note)}\n\nMotoForge`,
  }),
  refused: ({ businessName, note }) => ({
    subject: `Your MotoForge business account application`,
    sms: `MotoForge: the business account application of ${businessName} was not approved. ${note}`,
    text: `The business account application of ${businessName} was not approved.${noteLine('Why', note)}\n\nYou may apply again from your dashboard.\n\nMotoForge`,
  }),
  removed: ({ businessName, group = '' }) => ({
    subject: `Your MotoForge business prices have changed`,
    sms: `MotoForge: ${businessName} is no longer in the group ${group}. You see list prices until the shop answers again.`,
    text: `${businessName} is no longer in the group ${group}, so you see list prices for now. Your application waits for the shop's new answer, and we will tell you when it is decided.\n\nMotoForge`,
  }),
};

const bangla: typeof english = {
  applied: ({ businessName }) => ({
    subject: `নতুন ব্যবসায়িক অ্যাকাউন্টের আবেদন: ${businessName}`,
    sms: `মোটোফোর্জ: ${businessName} ব্যবসায়িক অ্যাকাউন্টের আবেদন করেছে।`,
    text: `${businessName} ব্যবসায়িক অ্যাকাউন্টের আবেদন করেছে। ড্যাশবোর্ডের ব্যবসায়িক অ্যাকাউন্ট পাতায় অনুমোদন বা প্রত্যাখ্যান করুন।\n\nমোটোফোর্জ`,
  }),
  approved: ({ businessName, note, group = '' }) => ({
    subject: `আপনার মোটোফোর্জ ব্যবসায়িক অ্যাকাউন্ট অনুমোদিত হয়েছে`,
    sms: `মোটোফোর্জ: ${businessName}-এর ব্যবসায়িক অ্যাকাউন্ট অনুমোদিত হয়েছে (${group})। আপনার দাম দেখতে সাইন ইন করুন।`,
    text: `${businessName}-এর ব্যবসায়িক অ্যাকাউন্ট ${group} গ্রুপে অনুমোদিত হয়েছে। সাইন ইন করলে প্রতিটি পাতায় আপনার দাম দেখবেন।${noteLine('নোট', note)}\n\nমোটোফোর্জ`,
  }),
  refused: ({ businessName, note }) => ({
    subject: `আপনার মোটোফোর্জ ব্যবসায়িক অ্যাকাউন্টের আবেদন`,
    sms: `মোটোফোর্জ: ${businessName}-এর ব্যবসায়িক অ্যাকাউন্টের আবেদন অনুমোদিত হয়নি। ${note}`,
    text: `${businessName}-এর ব্যবসায়িক অ্যাকাউন্টের আবেদন অনুমোদিত হয়নি।${noteLine('কারণ', note)}\n\nড্যাশবোর্ড থেকে আবার আবেদন করতে পারেন।\n\nমোটোফোর্জ`,
  }),
  removed: ({ businessName, group = '' }) => ({
    subject: `আপনার মোটোফোর্জ ব্যবসায়িক দাম বদলেছে`,
    sms: `মোটোফোর্জ: ${businessName} আর ${group} গ্রুপে নেই। দোকানের নতুন উত্তর না আসা পর্যন্ত আপনি তালিকার দাম দেখবেন।`,
    text: `${businessName} আর ${group} গ্রুপে নেই, তাই আপাতত আপনি তালিকার দাম দেখবেন। আপনার আবেদনটি দোকানের নতুন উত্তরের অপেক্ষায় আছে; সিদ্ধান্ত হলে আমরা জানাব।\n\nমোটোফোর্জ`,
  }),
};

/** The SMS, and the e-mail's subject and text, of a business account's `event`, in `language`. */
export const businessAccountNotificationIn = (
  language: Language,
  event: BusinessAccountEvent,
  facts: BusinessApplicationFacts,
): OrderNotification => (language === 'bn' ? bangla : english)[event](facts);
