import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/routes shown on an order's pages and the payment pages
 * (locales/bn/orders.ts).
 */
export const bn: Catalogue = {
  'orders.purchasePage': {
    title: 'কেনাকাটা',
  },
};
