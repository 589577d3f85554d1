import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/catalogue shown on home and the parts' cards the shop's
 * pages share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.homeParts': {
    eyebrow: 'আমাদের ক্যাটালগ',
    heading: 'মোটরবাইকের স্পেয়ার পার্টস',
    empty: 'এখনও কোনো পার্টস তালিকায় নেই। কিছুদিন পর আবার দেখুন।',
    allProducts: 'সব পণ্য',
  },
  'shop.memberPrice': {
    yourPrice: 'আপনার দাম: ',
    listPrice: 'তালিকার দাম',
    fromQuantity: '{count}টি বা বেশি: প্রতিটি {price}',
  },
  'shop.partCard': {
    minimumOrder: 'সর্বনিম্ন অর্ডার: {count}',
    availableQuantity: 'উপলব্ধ পরিমাণ: {count}',
    price: 'দাম: ',
    buyNowFor: 'এখনই কিনুন: {name}',
    buyNow: 'এখনই কিনুন',
  },
  'shop.fitmentNote': {
    fits: 'আপনার {bike}-এ ফিট হবে',
    doesNotFit: 'আপনার {bike}-এ ফিট হবে না',
    notListed: 'ফিটমেন্টের তথ্য নেই',
    guarantee: 'ফিট গ্যারান্টি: ফিট না হলে ফেরত পাঠান, পুরো টাকা ফেরত পাবেন, ফেরত পাঠানোর খরচ আমাদের।',
  },
};
