import type { Catalogue } from '@/lib/i18n';

/** The Bangla of the components of app/routes shown on the cart page (locales/bn/cart.ts). */
export const bn: Catalogue = {
  'cart.cartPage': {
    title: 'কার্ট',
    heading: 'আপনার কার্ট',
    quickOrder: 'পার্ট নম্বরের তালিকা আছে? দ্রুত অর্ডার',
  },
  'cart.quickOrderPage': {
    title: 'দ্রুত অর্ডার',
    heading: 'দ্রুত অর্ডার',
    intro: 'পার্ট নম্বর দিয়ে একসাথে অনেক পার্টস অর্ডার করুন: আপনার নোট বা স্প্রেডশিট থেকে তালিকাটি পেস্ট করুন।',
  },
};
