import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/auth shown on the sign-in, sign-up, profile, blog and
 * portfolio pages (locales/bn/account.ts).
 */
export const bn: Catalogue = {
  'account.loginForm': {
    form: 'লগইন',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    submit: 'লগইন',
    or: 'অথবা',
  },
  'account.signupForm': {
    form: 'সাইন আপ',
    name: 'নাম',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    submit: 'সাইন আপ',
    or: 'অথবা',
  },
  'account.googleSignIn': {
    continue: 'Google দিয়ে চালিয়ে যান',
    notSetUp: 'এই শপে Google দিয়ে সাইন ইন চালু করা হয়নি।',
  },
  'account.signOutIncomplete': {
    tryAgain: 'আবার চেষ্টা করুন',
    dismiss: 'বন্ধ করুন',
  },
  'account.passwordReset': {
    byEmailHeading: 'ইমেইলে একটি লিংক নিন',
    email: 'ইমেইল',
    sendLink: 'লিংক পাঠান',
    bySmsHeading: 'SMS-এ একটি কোড নিন',
    bySmsNote: 'যে অ্যাকাউন্টের ফোন নম্বর ক্যাশ অন ডেলিভারির কোড দিয়ে নিশ্চিত করা হয়েছে, তার জন্য।',
    phone: 'মোবাইল নম্বর',
    sendCode: 'কোড পাঠান',
    code: 'SMS-এ পাওয়া কোড',
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmPassword: 'নতুন পাসওয়ার্ড আবার',
    setPassword: 'নতুন পাসওয়ার্ড রাখুন',
    or: 'অথবা',
    login: 'নতুন পাসওয়ার্ড দিয়ে লগইন করুন',
    askAgain: 'নতুন লিংক চান',
    openOutbox: 'আউটবক্স খুলুন',
  },
  'account.signInSettings': {
    heading: 'সাইন ইন ও নিরাপত্তা',
    loading: 'আপনার সাইন ইনের তথ্য আসছে…',
    nameForm: 'আপনার নাম',
    name: 'নাম',
    saveName: 'নাম সংরক্ষণ করুন',
    email: 'ইমেইল',
    verified: 'যাচাই করা',
    notVerified: 'যাচাই করা হয়নি',
    notVerifiedNote: 'ঠিকানাটি যাচাই করুন, যাতে ইমেইলে পাসওয়ার্ড বদলাতে ও Google দিয়ে সাইন ইন করতে পারেন।',
    sendVerification: 'যাচাইয়ের ইমেইল পাঠান',
    newEmail: 'নতুন ইমেইল ঠিকানা',
    changeEmail: 'ইমেইল বদলান',
    passwordHeading: 'পাসওয়ার্ড',
    currentPassword: 'বর্তমান পাসওয়ার্ড',
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmPassword: 'নতুন পাসওয়ার্ড আবার',
    changePassword: 'পাসওয়ার্ড বদলান',
  },
};
