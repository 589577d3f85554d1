import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/vitals shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'dashboard.vitals': {
    table: 'পাতা অনুযায়ী আসল গতি',
    page: 'পাতা',
    vital: 'মাপ',
    last7Days: 'শেষ ৭ দিন (p75)',
    last28Days: 'শেষ ২৮ দিন (p75)',
    LCP: 'সবচেয়ে বড় অংশ দেখানো',
    INP: 'ট্যাপের জবাব',
    CLS: 'লেআউট সরে যাওয়া',
    good: 'ভালো',
    needsImprovement: 'উন্নতি দরকার',
    poor: 'খারাপ',
    noData: 'কোনো ভিজিট নেই',
    visits: '{count}টি ভিজিটের',
    empty: 'গত ২৮ দিনে কোনো ভিজিট তার গতি জানায়নি।',
    otherPages: 'অন্য পাতা',
    seconds: '{value} সেকেন্ড',
    milliseconds: '{value} মিলিসেকেন্ড',
  },
};
