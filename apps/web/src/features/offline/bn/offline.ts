import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/offline shown on the offline page and the new-version
 * notice (locales/bn/offline.ts).
 */
export const bn: Catalogue = {
  'offline.offlinePage': {
    title: 'আপনি অফলাইনে আছেন',
    explanation:
      'এই পাতাটি দেখতে ইন্টারনেট সংযোগ লাগবে। আপনার শেষ ভিজিট থেকে এই ডিভাইসে যা রাখা আছে, তখন যেমন ছিল, নিচে দেওয়া হলো: অনলাইনে ফেরা পর্যন্ত শুধু দেখার জন্য।',
    tryAgain: 'আবার চেষ্টা করুন',
    garageTitle: 'আমার গ্যারেজ',
    currentBike: 'এখনকার বাইক',
    noBikes: 'এই ডিভাইসে আপনার গ্যারেজে কোনো বাইক নেই।',
    signInToKeep:
      'অনলাইনে থাকার সময় সাইন ইন করুন, তাহলে আপনার গ্যারেজ আর আপনার দেখা পার্টস অফলাইনের জন্য এই ডিভাইসে রাখা থাকবে।',
    viewedTitle: 'আপনার দেখা পার্টস',
    noViewedParts: 'আপনি এখনো কোনো পার্টস দেখেননি।',
    partNumber: 'পার্ট নম্বর: {sku}',
    lastSeenPrice: 'শেষবার দেখার সময় দাম: {price}, {date} তারিখে',
    pricesMayChange: 'এরপর দাম ও স্টক বদলে থাকতে পারে।',
  },
};
