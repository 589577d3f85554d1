import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of components/layout shown on every page, loaded before the first
 * render (locales/bn/index.ts).
 */
export const bn: Catalogue = {
  nav: {
    home: 'হোম',
    blogs: 'ব্লগ',
    portfolio: 'পোর্টফোলিও',
    dashboard: 'ড্যাশবোর্ড',
    parts: 'পার্টস',
    login: 'লগইন',
    signOut: 'সাইন আউট',
    signingOut: 'সাইন আউট হচ্ছে…',
    openMenu: 'মেনু খুলুন',
    main: 'প্রধান',
  },
  footer: {
    tagline: 'আসল মোটরবাইক স্পেয়ার পার্টস: টেকসই করে তৈরি, দাম টাকায়।',
    services: 'সেবা',
    dashboard: 'ড্যাশবোর্ড',
    blogs: 'ব্লগ',
    bulkOrders: 'ওয়ার্কশপের জন্য পাইকারি অর্ডার',
    delivery: 'সারা দেশে ডেলিভারি',
    company: 'প্রতিষ্ঠান',
    portfolio: 'আমার পোর্টফোলিও',
    about: 'আমাদের সম্পর্কে',
    careers: 'ক্যারিয়ার',
    address: 'ঢাকা, বাংলাদেশ',
    legal: 'আইনি তথ্য',
    terms: 'ব্যবহারের শর্তাবলি',
    privacy: 'গোপনীয়তা নীতি',
    returns: 'ফেরত নীতি',
    rights: 'সর্বস্বত্ব সংরক্ষিত।',
  },
  'layout.topBanner': {
    announcement: 'ঘোষণা',
    news: 'আমাদের ব্লগে নতুন: ওয়েব ডেভেলপমেন্টের সাধারণ প্রশ্নের সোজাসাপটা উত্তর।',
    readBlogs: 'ব্লগ পড়ুন',
    dismiss: 'ব্যানারটি বন্ধ করুন',
  },
  'layout.demoNotice': {
    notice: 'ডেমো নোটিশ',
    demo: 'ডেমো',
    tryAdmin: 'ডেমো অ্যাকাউন্ট দিয়ে অ্যাডমিন ড্যাশবোর্ড ব্যবহার করে দেখুন: ইমেইল',
    password: 'পাসওয়ার্ড',
    dismiss: 'ডেমো নোটিশ বন্ধ করুন',
  },
};
