import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/cart shown on home and the parts' cards the shop's pages
 * share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'cart.addToCart': {
    addToCart: 'কার্টে যোগ করুন',
    addToCartFor: 'কার্টে যোগ করুন: {name}',
    added: '{name} আপনার কার্টে আছে',
  },
};
