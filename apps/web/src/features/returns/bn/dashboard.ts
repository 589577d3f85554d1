import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/returns shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'returns.manageReturns': {
    filter: 'ফেরত দেখান',
    open: 'যেগুলোর কাজ বাকি',
    returnCount: {
      one: '{count}টি ফেরত',
      other: '{count}টি ফেরত',
    },
    empty: 'এখানে কোনো ফেরত নেই।',
    table: 'ফেরতগুলো',
    order: 'অর্ডার',
    asked: 'অনুরোধের সময়',
    parts: 'পার্টস ও কারণ',
    partCount: {
      one: '{count}টি পার্টস',
      other: '{count}টি পার্টস',
    },
    refund: 'ফেরতের টাকা',
    state: 'অবস্থা',
    pages: 'ফেরতের পৃষ্ঠা',
  },
  'returns.wrongFitReport': {
    heading: 'বাইকে না লাগা',
    intro:
      'যে পার্টস বাইকে লাগেনি বলে ফেরত এসেছে, পৌঁছানো পার্টসের তুলনায়। তালিকার ওপরের দিকের পার্টসের ফিটমেন্ট ভুল হতে পারে: খুলে দেখুন এটি কোন কোন বাইকের তালিকায় আছে।',
    byMonth: 'মাস অনুযায়ী বাইকে না লাগা',
    month: 'মাস',
    delivered: 'পৌঁছানো পার্টস',
    wrongFit: 'বাইকে লাগেনি বলে ফেরত',
    rate: 'হার',
    byPart: 'বাইকে লাগেনি বলে ফেরত আসা পার্টস',
    part: 'পার্টস',
    editFitment: 'এর ফিটমেন্ট দেখুন',
    noMonths: 'গত বারো মাসে কিছুই পৌঁছানো হয়নি।',
    noParts: 'বাইকে লাগেনি বলে কোনো পার্টস ফেরত আসেনি।',
  },
};
