import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/home shown on home and the parts' cards the shop's pages
 * share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.heroCarousel': {
    openRoad: 'সন্ধ্যায় খোলা রাস্তায় একটি মোটরবাইক',
    workshopBench: 'ওয়ার্কশপের টেবিলে মোটরবাইকের পার্টস আর যন্ত্রপাতি',
    store: 'MotoForge স্টোরে সারি সারি ব্রেক ডিস্ক আর ড্রাইভ চেইন',
    deliveryVan: 'পাঠানোর জন্য পার্সেল বোঝাই MotoForge-এর ডেলিভারি ভ্যান',
    highway: 'রাতের হাইওয়েতে একজন রাইডার',
    carousel: 'স্লাইড শো',
    slide: 'স্লাইড',
    welcome: 'স্বাগতম',
    slideOf: '{count}টির মধ্যে {number} নম্বর স্লাইড',
    previous: 'আগের স্লাইড',
    next: 'পরের স্লাইড',
    pause: 'স্বয়ংক্রিয় স্লাইড শো থামান',
    start: 'স্বয়ংক্রিয় স্লাইড শো চালু করুন',
    eyebrow: 'আসল স্পেয়ার পার্টস',
    title: '{brand}-এ স্বাগতম',
    lead: 'ব্রেক, চেইন, ফিল্টার আর ক্লাচ: আমাদের নিজস্ব ওয়ার্কশপে তৈরি, সারা বাংলাদেশের গ্যারেজ আর রাইডারদের কাছে বক্স হিসেবে বিক্রি হয়।',
    getStarted: 'শুরু করুন',
  },
  'shop.statistics': {
    heading: 'রাইডার আর ওয়ার্কশপের আস্থার নাম',
    millions: '{figure} মিলিয়ন+',
    billions: '{figure} বিলিয়ন+',
    more: '{figure}+',
    products: 'পণ্য',
    delivered: 'ডেলিভারি হওয়া পণ্য',
    contributors: 'অবদানকারী',
    companies: 'শীর্ষ প্রতিষ্ঠান',
    organizations: 'সংস্থা',
  },
  'shop.expertAdvice': {
    imageAlt: 'বিশেষজ্ঞ পরামর্শ দিতে প্রস্তুত একজন হাসিখুশি মেকানিক',
    eyebrow: 'আমাদের ওয়ার্কশপ থেকে',
    heading: 'বিশেষজ্ঞের পরামর্শ',
    body: 'আমাদের তৈরি হাজার হাজার পার্টস আমাদের মেকানিকরা নিজ হাতে লাগিয়েছেন। আপনার বাইকের ব্র্যান্ড, মডেল আর সাল জানান, প্রথমবারেই ঠিক প্যাড, চেইন বা ফিল্টার বেছে নিতে আমরা সাহায্য করব: আন্দাজে কেনা নয়, ফেরত দেওয়ার ঝামেলাও নয়।',
    ask: 'আমাদের মেকানিকদের জিজ্ঞেস করুন',
  },
};
