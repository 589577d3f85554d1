import type { Catalogue } from '@/lib/i18n';

/** The cart page in Bangla (features/cart): see ./areas.ts. Its badge is the layout's, Add to cart the shop's. */
export const cart: Catalogue = {
  'cart.cartPage': {
    title: 'কার্ট',
    heading: 'আপনার কার্ট',
  },
  'cart.cartContents': {
    empty: 'আপনার কার্ট খালি।',
    seeAllProducts: 'সব পণ্য দেখুন',
    parts: 'আপনার কার্টের পার্টস',
    perUnit: 'প্রতি পিস {price}',
    quantity: 'পরিমাণ',
    lineTotal: 'এই পার্টসের মোট',
    remove: 'সরান',
    removeFor: 'কার্ট থেকে {name} সরান',
    summary: 'অর্ডারের সারসংক্ষেপ',
    subtotal: 'সাবটোটাল',
    deliveryAtCheckout: 'আপনার জেলার ডেলিভারি চার্জ চেকআউটে যোগ হবে।',
    checkout: 'চেকআউট',
    signInFirst: 'আগে সাইন ইন করবেন; আপনার কার্ট যেমন আছে তেমনই থাকবে।',
    fixFirst: 'চেকআউট করতে ওপরে চিহ্নিত পার্টসগুলোর পরিমাণ বদলান বা সেগুলো সরান।',
  },
};
