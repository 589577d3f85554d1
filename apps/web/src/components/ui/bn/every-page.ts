import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of components/ui shown on every page, loaded before the first render
 * (locales/bn/index.ts).
 */
export const bn: Catalogue = {
  'ui.errorState': {
    title: 'এটি লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
  },
  'ui.loadingScreen': {
    loading: 'লোড হচ্ছে…',
  },
  'ui.pagination': {
    pages: 'পেজ',
    previous: 'আগের',
    next: 'পরের',
    page: 'পেজ {number}',
    pastTheLast: 'এই পৃষ্ঠাটি শেষ পৃষ্ঠার পরে।',
    firstPage: 'প্রথম পৃষ্ঠায় যান',
  },
  'ui.toasts': {
    close: 'বন্ধ করুন',
    notifications: 'নোটিফিকেশন Alt+T',
  },
  'ui.toastTimer': {
    timer: 'নোটিফিকেশন বন্ধ হওয়ার সময়',
  },
};
