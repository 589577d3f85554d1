import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/routes shown on the sign-in, sign-up, profile, blog and
 * portfolio pages (locales/bn/account.ts).
 */
export const bn: Catalogue = {
  'account.loginPage': {
    title: 'লগইন',
    newHere: 'MotoForge-এ নতুন?',
    createAccount: 'নতুন অ্যাকাউন্ট খুলুন',
    forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
  },
  'account.forgotPasswordPage': {
    title: 'পাসওয়ার্ড ভুলে গেছেন?',
    remembered: 'মনে পড়েছে?',
    login: 'লগইন',
  },
  'account.resetPasswordPage': {
    title: 'নতুন পাসওয়ার্ড বেছে নিন',
  },
  'account.emailVerifiedPage': {
    title: 'ইমেইল যাচাই',
    profile: 'আপনার প্রোফাইলে যান',
  },
  'account.signupPage': {
    title: 'সাইন আপ',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
    login: 'লগইন',
  },
  'account.notFoundPage': {
    title: 'পেজটি পাওয়া যায়নি',
    picture: 'চাকা পাংচার হওয়া একটি মোটরবাইক',
    missing: 'আপনি যে পেজটি খুঁজছেন সেটি নেই, অথবা অন্য কোথাও সরিয়ে নেওয়া হয়েছে।',
    backHome: 'হোমে ফিরে যান',
  },
  'account.blogsPage': {
    blogs: 'ব্লগ',
    heading: 'ওয়েব ডেভেলপমেন্ট নিয়ে প্রশ্ন ও উত্তর',
    intro: 'এই শপ যে প্রযুক্তিতে চলে, তা নিয়ে আমাদের প্রায়ই যেসব প্রশ্ন করা হয়, সেগুলোর সংক্ষিপ্ত উত্তর।',
  },
  'account.portfolioPage': {
    portfolio: 'পোর্টফোলিও',
  },
};
