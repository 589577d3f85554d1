import type { Catalogue } from '@/lib/i18n';

/** The Bangla of the components of features/quotes shown on the cart page (locales/bn/cart.ts). */
export const bn: Catalogue = {
  'quotes.request': {
    form: 'কোটেশন চান',
    intro: 'বেশি পরিমাণে কিনছেন? আপনার ব্যবসার জন্য এই কার্টের দাম দোকানের কাছে চান। উত্তর আমরা এসএমএস আর ই-মেইলে জানাব।',
    note: 'দোকানের জন্য নোট (ঐচ্ছিক)',
    ask: 'কোটেশন চান',
  },
};
