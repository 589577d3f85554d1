import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/questions shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'shop.questionsList': {
    empty: 'এখনও কেউ কোনো প্রশ্ন করেননি।',
    questions: 'প্রশ্ন',
  },
};
