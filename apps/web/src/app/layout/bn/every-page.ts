import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/layout shown on every page, loaded before the first render
 * (locales/bn/index.ts).
 */
export const bn: Catalogue = {
  'layout.rootLayout': {
    skipToMain: 'মূল অংশে চলে যান',
  },
  'layout.routeError': {
    notDownloaded: 'পেজটি ডাউনলোড করা যায়নি',
    failed: 'কিছু একটা সমস্যা হয়েছে',
    unexpected: 'একটি অপ্রত্যাশিত ত্রুটির কারণে পেজটি লোড হয়নি।',
    opensOnline: 'আবার অনলাইনে এলে পেজটি নিজে থেকেই খুলবে।',
    updated: 'আপনি খোলার পর শপটি হয়তো আপডেট হয়েছে। পেজটি লোড করতে আবার চেষ্টা করুন।',
    tryAgain: 'আবার চেষ্টা করুন',
    backHome: 'হোমে ফিরে যান',
  },
};
