import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/profile shown on the sign-in, sign-up, profile, blog and
 * portfolio pages (locales/bn/account.ts).
 */
export const bn: Catalogue = {
  'account.profileForm': {
    form: 'ব্যক্তিগত তথ্য',
    phone: 'ফোন',
    education: 'শিক্ষাগত যোগ্যতা',
    educationExample: 'মেকানিক্যাল ইঞ্জিনিয়ারিংয়ে বিএসসি',
    location: 'অবস্থান',
    locationExample: 'ঢাকা, বাংলাদেশ',
    linkedin: 'LinkedIn প্রোফাইলের লিংক',
    update: 'আপডেট করুন',
  },
  'account.personalInformation': {
    updateDetails: 'আপনার তথ্য হালনাগাদ করুন',
    phone: 'ফোন',
    education: 'শিক্ষাগত যোগ্যতা',
    location: 'অবস্থান',
    notAdded: 'এখনো যোগ করা হয়নি',
  },
};
