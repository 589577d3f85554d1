import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/dashboard shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'dashboard.menu': {
    dashboard: 'ড্যাশবোর্ড',
    profile: 'ব্যক্তিগত তথ্য',
    myOrder: 'আমার অর্ডার',
    quickOrder: 'দ্রুত অর্ডার',
    review: 'রিভিউ দিন',
    businessAccount: 'ব্যবসায়িক অ্যাকাউন্ট',
    businessAccounts: 'ব্যবসায়িক অ্যাকাউন্টগুলো',
    customerGroups: 'গ্রাহক গ্রুপ',
    myQuotes: 'আমার কোটেশন',
    quotes: 'কোটেশন',
    manageOrders: 'সব অর্ডার পরিচালনা',
    sales: 'বিক্রি',
    returns: 'ফেরত',
    addProduct: 'পণ্য যোগ করুন',
    manageProducts: 'সব পণ্য পরিচালনা',
    lowStock: 'কম স্টক',
    catalogueFile: 'ক্যাটালগ ফাইল',
    diagrams: 'পার্টস ডায়াগ্রাম',
    questions: 'প্রশ্ন',
    outbox: 'আউটবক্স',
    jobs: 'কাজ',
    vitals: 'আসল গতি',
    makeAdmin: 'অ্যাডমিন বানান',
    settings: 'সেটিংস',
  },
  'dashboard.welcome': {
    welcome: 'আপনার ড্যাশবোর্ডে স্বাগতম, {name}',
    customerPurpose:
      'আপনার অর্ডারের খোঁজ রাখুন, কার্ডে পেমেন্ট করুন, অন্য রাইডারদের আপনার মতামত জানান আর আপনার তথ্য হালনাগাদ রাখুন।',
    adminPurpose:
      'পেমেন্ট হওয়া অর্ডার শিপিংয়ের জন্য অনুমোদন করুন, ক্যাটালগ ও স্টক হালনাগাদ রাখুন, রাইডারদের প্রশ্ন পড়ুন আর নতুন অ্যাডমিন বানান।',
    profile: 'ব্যক্তিগত তথ্য',
  },
};
