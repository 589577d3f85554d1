import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/orders shown on the checkout (locales/bn/checkout.ts).
 */
export const bn: Catalogue = {
  'checkout.checkoutForm': {
    form: 'চেকআউট',
    summary: 'আপনার অর্ডার',
    linePrice: '{quantity} × {price}',
    listPrice: 'তালিকার দাম {price}',
    editCart: 'কার্ট বদলান',
    placeOrder: 'অর্ডার করুন',
    acceptQuote: 'কোটেশন গ্রহণ করে অর্ডার করুন',
    leaving: 'আপনাকে পেমেন্ট পেজে নিয়ে যাওয়া হচ্ছে…',
  },
  'checkout.deliveryAddressFields': {
    delivery: 'ডেলিভারির ঠিকানা',
    name: 'নাম',
    mobile: 'মোবাইল নম্বর',
    mobileHint: 'কুরিয়ার এই নম্বরে ফোন করবে।',
    division: 'বিভাগ',
    chooseDivision: 'বিভাগ বেছে নিন',
    district: 'জেলা',
    chooseDistrict: 'জেলা বেছে নিন',
    upazila: 'উপজেলা বা থানা',
    chooseUpazila: 'উপজেলা বা থানা বেছে নিন',
    cityThanas: 'শহরের থানা',
    upazilas: 'উপজেলা',
    street: 'রাস্তার ঠিকানা',
    streetPlaceholder: 'বাড়ি, রাস্তা, এলাকা',
  },
  'checkout.paymentMethodField': {
    paymentMethod: 'পেমেন্ট পদ্ধতি',
    cod: 'ক্যাশ অন ডেলিভারি',
    codHint: 'কুরিয়ারকে নগদ টাকা দিন। তার আগে SMS-এ একটি কোড পাঠিয়ে আমরা আপনার মোবাইল নম্বর যাচাই করি।',
    sslcommerz: 'অনলাইনে পেমেন্ট (SSLCommerz)',
    sslcommerzHint: 'SSLCommerz-এর নিরাপদ পেজে কার্ড, বিকাশ, নগদ বা রকেট দিয়ে।',
    card: 'কার্ড',
    cardHint: 'পরের পেজে কার্ড দিয়ে পেমেন্ট করুন।',
  },
  'checkout.orderTotals': {
    subtotal: 'সাবটোটাল',
    deliveryFee: 'ডেলিভারি',
    deliveryFeeOnDistrict: 'আপনার জেলা বেছে নিন',
    total: 'মোট',
  },
};
