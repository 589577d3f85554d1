import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/quotes shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'quotes.page': {
    title: 'কোটেশন',
    heading: 'কোটেশন {number}',
    notFoundTitle: 'কোটেশন পাওয়া যায়নি',
    notFound: 'এই ঠিকানায় কোনো কোটেশন নেই, অথবা এটি আপনার পড়ার নয়।',
  },
  'quotes.states': {
    requested: 'অনুরোধ করা হয়েছে',
    priced: 'দাম দেওয়া হয়েছে',
    accepted: 'গৃহীত',
    refused: 'প্রত্যাখ্যাত',
    expired: 'মেয়াদ শেষ',
  },
  'quotes.list': {
    filter: 'কোটেশন দেখান',
    all: 'সব',
    quoteCount: {
      one: '{count}টি কোটেশন',
      other: '{count}টি কোটেশন',
    },
    emptyMine: 'এখনো কোনো কোটেশন নেই। কার্ট থেকে একটি চান।',
    emptyAdmin: 'এখনো কোনো কোটেশন নেই।',
    table: 'কোটেশন',
    quote: 'কোটেশন',
    buyer: 'ক্রেতা',
    state: 'অবস্থা',
    lines: 'পার্টস',
    lineCount: {
      one: '{count}টি পার্টস',
      other: '{count}টি পার্টস',
    },
    total: 'মোট',
    notPriced: 'এখনো দাম দেওয়া হয়নি',
    validUntil: 'বৈধ পর্যন্ত',
    asked: 'চাওয়া হয়েছে',
    pages: 'কোটেশনের পাতা',
  },
  'quotes.details': {
    facts: 'এই কোটেশন সম্পর্কে',
    state: 'অবস্থা',
    buyer: 'ক্রেতা',
    total: 'কোটেশনের মোট, ডেলিভারি ছাড়া',
    notPriced: 'এখনো দাম দেওয়া হয়নি',
    validUntil: 'বৈধ পর্যন্ত',
    order: 'অর্ডার',
    openOrder: 'এর অর্ডার খুলুন',
    note: 'ক্রেতার নোট',
    lines: 'পার্টস',
    part: 'পার্টস',
    quantity: 'পরিমাণ',
    askedPrice: 'চাওয়ার সময় আপনার দাম',
    price: 'কোটেশনের দাম',
    lineTotal: 'লাইনের মোট',
    history: 'ইতিহাস',
    by: '{name} করেছেন',
    expiredBy: 'তারিখ পেরিয়ে গেছে',
  },
  'quotes.answer': {
    priceForm: 'এই কোটেশনের দাম দিন',
    priceHint: 'প্রতি এককের দাম টাকায়; চাওয়ার সময় ক্রেতার নিজের দাম ছিল {price}।',
    linePrice: '{part} × {quantity}-এর দাম (টাকা)',
    validUntil: 'বৈধ পর্যন্ত',
    validUntilHint: 'ক্রেতা শেষ যেদিন গ্রহণ করতে পারবেন: আজ থেকে {days} দিন পর্যন্ত।',
    note: 'ক্রেতার জন্য নোট (ঐচ্ছিক)',
    send: 'কোটেশন পাঠান',
    refuseForm: 'এই কোটেশন প্রত্যাখ্যান করুন',
    refusalNote: 'কেন প্রত্যাখ্যান করা হলো',
    refuse: 'কোটেশন প্রত্যাখ্যান করুন',
  },
};
