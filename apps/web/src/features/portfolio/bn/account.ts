import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/portfolio shown on the sign-in, sign-up, profile, blog
 * and portfolio pages (locales/bn/account.ts).
 */
export const bn: Catalogue = {
  'account.portfolioCv': {
    portrait: '{name}-এর প্রতিকৃতি',
    projects: 'প্রজেক্ট',
    technologies: '{project}-এ ব্যবহৃত প্রযুক্তি',
    education: 'শিক্ষা',
    skills: 'দক্ষতা',
    contact: 'যোগাযোগ',
  },
  'account.portfolioProse': {
    role: 'ফুল-স্ট্যাক ওয়েব ডেভেলপার',
    location: 'ঢাকা, বাংলাদেশ',
    summary:
      'আমি দ্রুত ও সবার ব্যবহারের উপযোগী ওয়েব শপ আর সেগুলোর পেছনের API তৈরি করি। আমার কাছে গুরুত্বপূর্ণ এমন ফর্ম, যা নিজেই বুঝিয়ে দেয়; এমন পেজ, যা ধীর সংযোগে সস্তা ফোনেও চলে; আর এমন ডেটা, যা একসঙ্গে অনেক গ্রাহক অর্ডার করলেও নির্ভুল থাকে। MotoForge আমার সর্বশেষ প্রজেক্ট — ডেটাবেস স্কিমা থেকে শেষ পিক্সেল পর্যন্ত।',
    MotoForge:
      'এই শপটিই: মোটরবাইকের স্পেয়ার পার্টসের একটি ক্যাটালগ, যাতে আছে অর্ডার, কার্ডে পেমেন্ট, অর্ডার ট্র্যাকিং, রিভিউ আর একটি অ্যাডমিন ড্যাশবোর্ড; পুরোটা চলে PostgreSQL-এর ওপর একটিমাত্র Node.js প্রসেসে।',
    'Bazar Ledger':
      'ছোট মুদি দোকানের জন্য হিসাব রাখার একটি অ্যাপ, যা ফোনে অফলাইনেও চলে এবং সংযোগ ফিরে এলে বিক্রি ও স্টকের হিসাব সিঙ্ক করে নেয়।',
    'Clinic Queue':
      'পাড়ার একটি ক্লিনিকের জন্য অপেক্ষমাণ রোগীদের তালিকার বোর্ড: রোগীরা SMS পাঠিয়ে নাম লেখান এবং সারিতে নিজের অবস্থান সরাসরি দেখতে পান, আর কর্মীরা এক ট্যাপেই পরের রোগীকে ডাকেন।',
  },
  'account.portfolioWords': {
    'Front end': 'ফ্রন্ট এন্ড',
    'Back end': 'ব্যাক এন্ড',
    Data: 'ডেটা',
    Quality: 'মান নিশ্চিতকরণ',
    Accessibility: 'অ্যাক্সেসিবিলিটি',
    'REST API design': 'REST API ডিজাইন',
    Authentication: 'অথেনটিকেশন',
    Payments: 'পেমেন্ট',
    'SQL migrations': 'SQL মাইগ্রেশন',
    Transactions: 'ট্রানজ্যাকশন',
    'CI pipelines': 'CI পাইপলাইন',
    'Code review': 'কোড রিভিউ',
    'Service workers': 'সার্ভিস ওয়ার্কার',
    'Visit the shop': 'শপটি দেখুন',
    'Source code': 'সোর্স কোড',
    'BSc in Computer Science and Engineering': 'কম্পিউটার সায়েন্স অ্যান্ড ইঞ্জিনিয়ারিংয়ে বিএসসি',
    'University of Dhaka': 'ঢাকা বিশ্ববিদ্যালয়',
    'Higher Secondary Certificate, Science': 'উচ্চ মাধ্যমিক সার্টিফিকেট (এইচএসসি), বিজ্ঞান বিভাগ',
    'Notre Dame College, Dhaka': 'নটর ডেম কলেজ, ঢাকা',
  },
};
