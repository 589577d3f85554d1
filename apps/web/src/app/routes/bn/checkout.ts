import type { Catalogue } from '@/lib/i18n';

/** The Bangla of the components of app/routes shown on the checkout (locales/bn/checkout.ts). */
export const bn: Catalogue = {
  'checkout.checkoutPage': {
    title: 'চেকআউট',
    heading: 'চেকআউট',
  },
};
