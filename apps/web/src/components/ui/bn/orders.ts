import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of components/ui shown on an order's pages and the payment pages
 * (locales/bn/orders.ts).
 */
export const bn: Catalogue = {
  'ui.deadlineBadge': {
    deliveryDueSoon: '{date}-এর মধ্যে পৌঁছে দিন',
    deliveryOverdue: '{date} থেকে ডেলিভারির সময় পেরিয়ে গেছে',
    refundDueSoon: '{date}-এর মধ্যে টাকা ফেরত দিন',
    refundOverdue: '{date} থেকে টাকা ফেরতের সময় পেরিয়ে গেছে',
    returnAnswerDueSoon: '{date}-এর মধ্যে ফেরতের অনুরোধের উত্তর দিন',
    returnAnswerOverdue: '{date} থেকে ফেরতের অনুরোধের উত্তর বাকি',
    returnRefundDueSoon: '{date}-এর মধ্যে ফেরত দেওয়া পণ্যের টাকা দিন',
    returnRefundOverdue: '{date} থেকে ফেরত দেওয়া পণ্যের টাকা দেওয়ার সময় পেরিয়ে গেছে',
  },
  'ui.orderLines': {
    parts: 'এই অর্ডারের পার্টস',
    lineOf: '{product} × {count}',
    subtotal: 'পার্টসের দাম',
    deliveryFee: 'ডেলিভারি চার্জ',
  },
};
