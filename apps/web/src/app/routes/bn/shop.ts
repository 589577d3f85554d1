import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of app/routes shown on home and the parts' cards the shop's pages
 * share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.homePage': {
    title: '{brand} — মোটরবাইকের স্পেয়ার পার্টস',
  },
};
