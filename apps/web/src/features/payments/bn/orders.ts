import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/payments shown on an order's pages and the payment pages
 * (locales/bn/orders.ts).
 */
export const bn: Catalogue = {
  'payments.orderPayment': {
    congratulations: 'অভিনন্দন!!!',
    paymentWentThrough: 'আপনার পেমেন্ট সম্পন্ন হয়েছে, অর্ডারের দাম পরিশোধিত।',
    orderIsPaid: 'এই অর্ডারের দাম পরিশোধিত',
    nothingToPay: '{product} × {count}-এর জন্য আর কোনো পেমেন্ট লাগবে না।',
    payByCard: 'কার্ডে পেমেন্ট',
    order: 'অর্ডার',
    email: 'ইমেইল',
    phone: 'ফোন',
    address: 'ঠিকানা',
    product: 'পণ্য',
    unitPrice: 'প্রতি ইউনিটের দাম',
    quantity: 'পরিমাণ',
    hello: 'হ্যালো, {name}',
    checkOrder: 'পেমেন্টের আগে অনুগ্রহ করে আপনার অর্ডারটি দেখে নিন।',
    totalPayable: 'মোট পরিশোধযোগ্য',
  },
  'payments.paymentForm': {
    form: 'কার্ড পেমেন্ট',
    processing: 'প্রসেস হচ্ছে…',
    pay: 'পেমেন্ট করুন',
    preparing: 'নিরাপদ পেমেন্ট প্রস্তুত হচ্ছে…',
  },
  'payments.testCardPayment': {
    testMode: 'টেস্ট মোড: কোনো আসল কার্ড থেকে টাকা কাটা হবে না।',
    succeeds: 'পেমেন্ট সফল হয়',
    isDeclined: 'কার্ডটি প্রত্যাখ্যাত হয়',
    hasInsufficientFunds: 'কার্ডে পর্যাপ্ত টাকা নেই',
    anyExpiry: 'ভবিষ্যতের যেকোনো মেয়াদ শেষের তারিখ আর যেকোনো তিন অঙ্কের CVC দিন।',
    cardNumber: 'কার্ড নম্বর',
    expiry: 'মেয়াদ শেষ',
    expiryPlaceholder: 'মাস / বছর',
    cvc: 'CVC',
  },
  'payments.stripeCardPayment': {
    loadFailed: 'কার্ডের ফর্ম লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    card: 'কার্ড',
  },
};
