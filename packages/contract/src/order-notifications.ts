import type { Language } from './language.js';

/**
 * What a buyer hears of by SMS, and by e-mail when the account has one (DESIGN.md §10). Other
 * changes of an order (packed, returned…) send nothing.
 */
export const ORDER_NOTIFICATION_EVENTS = ['confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];

export const isOrderNotificationEvent = (state: string): state is OrderNotificationEvent =>
  (ORDER_NOTIFICATION_EVENTS as readonly string[]).includes(state);

export type OrderNotificationFacts = { orderId: string; courier?: string; trackingCode?: string };
export type OrderNotification = { sms: string; subject: string; text: string };

const english: Record<OrderNotificationEvent, (facts: OrderNotificationFacts) => OrderNotification> = {
  confirmed: ({ orderId }) => ({
    subject: `Your MotoForge order ${orderId} is confirmed`,
    sms: `MotoForge: your order ${orderId} is confirmed. We will tell you when it ships.`,
    text: `Thank you for your order.\n\nYour order ${orderId} is confirmed. We are packing it, and will tell you when it ships.\n\nMotoForge`,
  }),
  shipped: ({ orderId, courier = '', trackingCode = '' }) => ({
    subject: `Your MotoForge order ${orderId} has shipped`,
    sms: `MotoForge: your order ${orderId} has shipped with ${courier}, tracking code ${trackingCode}.`,
    text: `Your order ${orderId} is on its way.\n\nCourier: ${courier}\nTracking code: ${trackingCode}\n\nMotoForge`,
  }),
  delivered: ({ orderId }) => ({
    subject: `Your MotoForge order ${orderId} was delivered`,
    sms: `MotoForge: your order ${orderId} was delivered. Thank you for shopping with us.`,
    text: `Your order ${orderId} was delivered. Thank you for shopping with us.\n\nMotoForge`,
  }),
  cancelled: ({ orderId }) => ({
    subject: `Your MotoForge order ${orderId} is cancelled`,
    sms: `MotoForge: your order ${orderId} is cancelled.`,
    text: `Your order ${orderId} is cancelled. If you paid for it, the payment is being refunded.\n\nMotoForge`,
  }),
  refunded: ({ orderId }) => ({
    subject: `Your MotoForge order ${orderId} is refunded`,
    sms: `MotoForge: the payment for your order ${orderId} is refunded.`,
    text: `The payment for your order ${orderId} is refunded to the way you paid.\n\nMotoForge`,
  }),
};

const bangla: typeof english = {
  confirmed: ({ orderId }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${orderId} নিশ্চিত হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${orderId} নিশ্চিত হয়েছে। পাঠানোর সময় আমরা জানাব।`,
    text: `অর্ডারের জন্য ধন্যবাদ।\n\nআপনার অর্ডার ${orderId} নিশ্চিত হয়েছে। আমরা এটি প্যাক করছি, পাঠানোর সময় জানাব।\n\nমোটোফোর্জ`,
  }),
  shipped: ({ orderId, courier = '', trackingCode = '' }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${orderId} পাঠানো হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${orderId} ${courier} কুরিয়ারে পাঠানো হয়েছে, ট্র্যাকিং কোড ${trackingCode}।`,
    text: `আপনার অর্ডার ${orderId} পথে আছে।\n\nকুরিয়ার: ${courier}\nট্র্যাকিং কোড: ${trackingCode}\n\nমোটোফোর্জ`,
  }),
  delivered: ({ orderId }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${orderId} পৌঁছে গেছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${orderId} পৌঁছে গেছে। আমাদের থেকে কেনার জন্য ধন্যবাদ।`,
    text: `আপনার অর্ডার ${orderId} পৌঁছে গেছে। আমাদের থেকে কেনার জন্য ধন্যবাদ।\n\nমোটোফোর্জ`,
  }),
  cancelled: ({ orderId }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${orderId} বাতিল হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${orderId} বাতিল হয়েছে।`,
    text: `আপনার অর্ডার ${orderId} বাতিল হয়েছে। টাকা দিয়ে থাকলে তা ফেরত দেওয়া হচ্ছে।\n\nমোটোফোর্জ`,
  }),
  refunded: ({ orderId }) => ({
    subject: `আপনার মোটোফোর্জ অর্ডার ${orderId} এর টাকা ফেরত দেওয়া হয়েছে`,
    sms: `মোটোফোর্জ: আপনার অর্ডার ${orderId} এর টাকা ফেরত দেওয়া হয়েছে।`,
    text: `আপনার অর্ডার ${orderId} এর টাকা যেভাবে দিয়েছিলেন সেভাবেই ফেরত দেওয়া হয়েছে।\n\nমোটোফোর্জ`,
  }),
};

/** The SMS, and the e-mail's subject and text, telling a buyer of `event`, in the buyer's language. */
export const orderNotificationIn = (
  language: Language,
  event: OrderNotificationEvent,
  facts: OrderNotificationFacts,
): OrderNotification => (language === 'bn' ? bangla : english)[event](facts);
