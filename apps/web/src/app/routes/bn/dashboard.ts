import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/routes shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'dashboard.layout': {
    openMenu: 'ড্যাশবোর্ড মেনু খুলুন',
    menu: 'ড্যাশবোর্ড মেনু',
    closeMenu: 'ড্যাশবোর্ড মেনু বন্ধ করুন',
    dashboard: 'ড্যাশবোর্ড',
  },
  'dashboard.businessAccountPage': {
    title: 'ব্যবসায়িক অ্যাকাউন্ট',
  },
  'dashboard.businessAccountsPage': {
    title: 'ব্যবসায়িক অ্যাকাউন্টগুলো',
    intro:
      'ওয়ার্কশপ আর ডিলারদের আবেদন: প্রতিটি একটি গ্রাহক গ্রুপে অনুমোদন করুন, অথবা নোটসহ প্রত্যাখ্যান করুন। ক্রেতাকে এসএমএস আর ই-মেইলে জানানো হয়।',
  },
  'dashboard.customerGroupsPage': {
    title: 'গ্রাহক গ্রুপ',
    intro: 'অনুমোদিত প্রতিটি ব্যবসায়িক অ্যাকাউন্ট একটি গ্রুপের সদস্য, আর তার কাছ থেকে সেই গ্রুপের দাম নেওয়া হয়।',
  },
  'dashboard.quotesPage': {
    title: 'কোটেশন',
    intro:
      'ব্যবসায়িক ক্রেতাদের কার্টের কোটেশনের অনুরোধ: একটি খুলে প্রতিটি লাইনের দাম আর শেষ বৈধ দিন দিন, অথবা নোটসহ প্রত্যাখ্যান করুন। ক্রেতাকে এসএমএস আর ই-মেইলে জানানো হয়।',
  },
  'dashboard.myQuotesPage': {
    title: 'আমার কোটেশন',
    intro:
      'ব্যবসায়িক অ্যাকাউন্ট দোকানের কাছে তার কার্টের দাম চাইতে পারে। দাম দেওয়া হলে তারিখের মধ্যে কোটেশন গ্রহণ করুন, ঠিক সেই দামে অর্ডার হবে।',
  },
  'dashboard.quotePage': {
    allQuotes: 'সব কোটেশন',
  },
  'dashboard.myQuotePage': {
    myQuotes: 'আমার কোটেশন',
    accept: 'এই কোটেশন গ্রহণ করুন',
    acceptIntro:
      '{date}-এর মধ্যে গ্রহণ করলে এই পার্টসগুলো ঠিক এই দামে অর্ডার হবে: কোথায় ডেলিভারি দেব আর কীভাবে পেমেন্ট করবেন, জানান।',
    waiting: 'দোকান এখনো এই কোটেশনের দাম দেয়নি। এসএমএস আর ই-মেইলে আপনাকে জানাব।',
    expired: 'এই কোটেশন {date} পর্যন্ত বৈধ ছিল। কার্ট থেকে নতুন কোটেশন চান।',
  },
  'dashboard.customerGroupPage': {
    title: 'গ্রুপের দাম',
    intro:
      'এই গ্রুপের সদস্যরা তালিকার দাম থেকে গ্রুপের ছাড়, তারপর তাঁদের লাইনের পরিমাণের ছাড় বাদে দাম দেন। প্রতিটি অঙ্ক সার্ভার হিসাব করে।',
  },
  'dashboard.indexPage': {
    title: 'ড্যাশবোর্ড',
  },
  'dashboard.profilePage': {
    title: 'ব্যক্তিগত তথ্য',
  },
  'dashboard.myOrdersPage': {
    title: 'আমার অর্ডার',
  },
  'dashboard.paymentPage': {
    title: 'পেমেন্ট',
  },
  'dashboard.orderConfirmPage': {
    title: 'আপনার অর্ডার নিশ্চিত করুন',
  },
  'dashboard.reviewPage': {
    title: 'রিভিউ দিন',
    intro: 'আপনার পার্টস কেমন সার্ভিস দিয়েছে, অন্য রাইডারদের জানান।',
  },
  'dashboard.manageOrdersPage': {
    title: 'সব অর্ডার পরিচালনা',
  },
  'dashboard.addProductPage': {
    title: 'পণ্য যোগ করুন',
  },
  'dashboard.editProductPage': {
    title: 'পণ্য সম্পাদনা',
    heading: '{name} সম্পাদনা',
  },
  'dashboard.lowStockPage': {
    title: 'কম স্টক',
    intro: 'যেসব পণ্যের স্টক তার কম-স্টক সীমায় বা তার নিচে নেমেছে। কোনো পণ্যের সীমা তার সম্পাদনা পাতায় ঠিক করুন।',
  },
  'dashboard.manageProductsPage': {
    title: 'সব পণ্য পরিচালনা',
    inBulk: 'একসাথে অনেক পার্টস: {link} পাতায় পুরো ক্যাটালগ CSV হিসেবে এক্সপোর্ট বা ইমপোর্ট করুন।',
    catalogueFile: 'ক্যাটালগ ফাইল',
  },
  'dashboard.diagramsPage': {
    title: 'পার্টস ডায়াগ্রাম',
  },
  'dashboard.diagramPage': {
    title: 'পার্টস ডায়াগ্রাম সম্পাদনা',
  },
  'dashboard.catalogueFilePage': {
    title: 'ক্যাটালগ ফাইল',
  },
  'dashboard.questionsPage': {
    title: 'প্রশ্ন',
  },
  'dashboard.outboxPage': {
    title: 'আউটবক্স',
    intro: 'শপ যত SMS ও ইমেইল পাঠিয়েছে, নতুনগুলো আগে, গেটওয়ে কী উত্তর দিয়েছে তা সহ।',
  },
  'dashboard.vitalsPage': {
    title: 'আসল গতি',
    intro:
      'আসল ক্রেতাদের কাছে শপ কত দ্রুত: কিছু ভিজিটের নমুনা জানায় পাতার মূল অংশ দেখাতে কত সময় লেগেছে (LCP), একটি ট্যাপের জবাব দিতে কত সময় (INP), আর লোড হওয়ার সময় পাতা কতটা সরে গেছে (CLS)। প্রতিটি সংখ্যা ৭৫তম পার্সেন্টাইল: প্রতি চারটি ভিজিটের তিনটি অন্তত এর মতো ভালো করেছে।',
  },
  'dashboard.jobsPage': {
    title: 'কাজ',
    intro:
      'শপ পেছনে যে কাজ করে: ক্রেতাদের বার্তা, কুরিয়ারের অবস্থা আর টাকা না দেওয়া অর্ডার ছেড়ে দেওয়া। ব্যর্থ কাজ আবার চেষ্টা করা হয়, প্রতিবার আরও অপেক্ষা করে।',
  },
  'dashboard.returnsPage': {
    title: 'ফেরত',
    intro:
      'ক্রেতারা যে পার্টস ফেরত পাঠাতে চেয়েছেন। গ্রহণ বা প্রত্যাখ্যান করতে, পার্টস পৌঁছেছে বলে লিখতে আর টাকা ফেরত দিতে অর্ডারটি খুলুন। প্রতিটি ধাপে ক্রেতাকে জানানো হয়।',
  },
  'dashboard.salesPage': {
    title: 'বিক্রি',
    intro: 'শপ কেমন চলছে: দিনে দিনে আয়, অবস্থা অনুযায়ী অর্ডার, যে পার্টস বেশি বিক্রি হয়, আর ক্রেতারা কীভাবে পেমেন্ট করেন।',
  },
  'dashboard.makeAdminPage': {
    title: 'অ্যাডমিন বানান',
  },
  'dashboard.settingsPage': {
    title: 'সেটিংস',
    intro: 'প্রতিটি চেকআউটে ডেলিভারির জন্য কত নেওয়া হবে, আর ক্যাশ অন ডেলিভারিতে কত বড় অর্ডারের দাম দেওয়া যাবে।',
  },
};
