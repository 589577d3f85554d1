import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/routes shown on the catalogue's own pages, All Products and a
 * part's page (locales/bn/catalogue.ts).
 */
export const bn: Catalogue = {
  'shop.allProductsPage': {
    title: 'সব পণ্য — {brand}',
    eyebrow: 'পুরো ক্যাটালগ',
    heading: 'সব পণ্য',
    backToHome: 'হোমে ফিরে যান',
  },
  'shop.partPage': {
    edit: 'এই পণ্যটি সম্পাদনা করুন',
  },
};
