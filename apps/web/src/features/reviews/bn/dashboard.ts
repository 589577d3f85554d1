import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/reviews shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'shop.starRatingInput': {
    rating: 'রেটিং',
    stars: {
      one: '{count}টি তারা',
      other: '{count}টি তারা',
    },
  },
  'shop.addReview': {
    review: 'রিভিউ',
    placeholder: 'পার্টসটি কেমন ফিট হলো, চালাতে কেমন লাগছে?',
    submit: 'রিভিউ যোগ করুন',
  },
};
