import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/cart shown on every page, loaded before the first render
 * (locales/bn/index.ts).
 */
export const bn: Catalogue = {
  'cart.badge': {
    cart: 'কার্ট',
    onePart: 'কার্ট, {count}টি পার্টস',
    parts: 'কার্ট, {count}টি পার্টস',
  },
};
