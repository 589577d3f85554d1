import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of lib shown on the admin's catalogue pages
 * (locales/bn/shop-admin.ts).
 */
export const bn: Catalogue = {
  'shop.uploadPhoto': {
    failed: 'আপলোড ব্যর্থ হয়েছে ({status})',
  },
};
