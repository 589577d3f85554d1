import type { Language } from './language.js';

/**
 * What a buyer hears of by SMS, and by e-mail when the account has one (docs/product.md#orders). Other
 * changes of an order (packed, returned…) send nothing.
 */
export const ORDER_NOTIFICATION_EVENTS = ['confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];

export const isOrderNotificationEvent = (state: string): state is OrderNotificationEvent =>
  (ORDER_NOTIFICATION_EVENTS as readonly string[]).includes(state);

/** `number`: the order's short number (MF-7K3QX9), which a buyer can read out on the phone. */
export type OrderNotificationFacts = { number: string; courier?: string; trackingCode?: string };
export type OrderNotification = { sms: string; subject: string; text: string };

const english: Record<OrderNotificationEvent, (facts: OrderNotificationFacts) => OrderNotification> = {
  confirmed: ({ number }) => ({
    subject: `Your MotoForge order ${number} is confirmed`,
    sms: `MotoForge: your order ${number} is confirmed. We will tell you when it ships.`,
    text: `Thank you for your order.\n\nYour order ${number} is confirmed. We are packing it, and will tell you when it ships.\n\nMotoForge`,
  }),
  shipped: ({ number, courier = '', trackingCode = '' }) => ({
    subject: `Your MotoForge order ${number} has shipped`,
    sms: `MotoForge: your order ${number} has shipped with ${courier}, tracking code ${trackingCode}.`,
    text: `Your order ${number} is on its way.\n\nCourier: ${courier}\nTracking code: ${trackingCode}\n\nMotoForge`,
  }),
  delivered: ({ number }) => ({
    subject: `Your MotoForge order ${number} was delivered`,
    sms: `MotoForge: your order ${number} was delivered. Thank you for shopping with us.`,
    text: `Your order ${number} was delivered. Thank you for shopping with us.\n\nMotoForge`,
  }),
  cancelled: ({ number }) => ({
    subject: `Your MotoForge order ${number} is cancelled`,
    sms: `MotoForge: your order ${number} is cancelled.`,
    text: `Your order ${number} is cancelled. If you paid for it, the payment is being refunded.\n\nMotoForge`,
  }),
  refunded: ({ number }) => ({
    subject: `Your MotoForge order ${number} is refunded`,
    sms: `MotoForge: the payment for your order ${number} is refunded.`,
    text: `The payment for your order ${number} is refunded to the way you paid.\n\nMotoForge`,
  }),
};

const bangla: typeof english = {
  confirmed: ({ number }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${number} নিশ্চিত হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${number} নিশ্চিত হয়েছে। পাঠানোর সময় আমরা জানাব।`,
    text: `অর্ডারের জন্য ধন্যবাদ।\n\nআপনার অর্ডার ${number} নিশ্চিত হয়েছে। আমরা এটি প্যাক করছি, পাঠানোর সময় জানাব।\n\nমোটোফোর্জ`,
  }),
  shipped: ({ number, courier = '', trackingCode = '' }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${number} পাঠানো হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${number} ${courier} কুরিয়ারে পাঠানো হয়েছে, ট্র্যাকিং কোড ${trackingCode}।`,
    text: `আপনার অর্ডার ${number} পথে আছে।\n\nকুরিয়ার: ${courier}\nট্র্যাকিং কোড: ${trackingCode}\n\nমোটোফোর্জ`,
  }),
  delivered: ({ number }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${number} পৌঁছে গেছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${number} পৌঁছে গেছে। আমাদের থেকে কেনার জন্য ধন্যবাদ।`,
    text: `আপনার অর্ডার ${number} পৌঁছে গেছে। আমাদের থেকে কেনার জন্য ধন্যবাদ।\n\nমোটোফোর্জ`,
  }),
  cancelled: ({ number }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${number} বাতিল হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${number} বাতিল হয়েছে।`,
    text: `আপনার অর্ডার ${number} বাতিল হয়েছে। টাকা দিয়ে থাকলে তা ফেরত দেওয়া হচ্ছে।\n\nমোটোফোর্জ`,
  }),
  refunded: ({ number }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${number} এর টাকা ফেরত দেওয়া হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${number} এর টাকা ফেরত দেওয়া হয়েছে।`,
    text: `আপনার অর্ডার ${number} এর টাকা যেভাবে দিয়েছিলেন সেভাবেই ফেরত দেওয়া হয়েছে।\n\nমোটোফোর্জ`,
  }),
};

/** The SMS, and the e-mail's subject and text, telling a buyer of `event`, in the buyer's language. */
export const orderNotificationIn = (
  language: Language,
  event: OrderNotificationEvent,
  facts: OrderNotificationFacts,
): OrderNotification => (language === 'bn' ? bangla : english)[event](facts);
