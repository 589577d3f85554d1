import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/questions shown on home and the parts' cards the shop's
 * pages share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.haveAQuestion': {
    eyebrow: 'জিজ্ঞেস করুন',
    heading: 'কোনো প্রশ্ন আছে?',
    body: 'কোনো পার্টস আপনার বাইকে ফিট হবে কি না নিশ্চিত নন, বা ওয়ার্কশপের অর্ডারের জন্য দাম জানতে চান? আপনার ইমেইল আর প্রশ্ন লিখে পাঠান, আমাদের পার্টস টিম এক কর্মদিবসের মধ্যে উত্তর দেবে।',
  },
  'shop.askQuestion': {
    form: 'কোনো প্রশ্ন আছে?',
    email: 'ইমেইল',
    question: 'আপনার প্রশ্ন',
    questionPlaceholder: 'কমিউটার বাইকে কোন চেইন কিট লাগবে?',
    submit: 'পাঠান',
  },
};
