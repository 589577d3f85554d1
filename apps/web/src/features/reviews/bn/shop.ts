import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/reviews shown on home and the parts' cards the shop's
 * pages share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.customerReviews': {
    eyebrow: 'রিভিউ',
    heading: 'আমাদের গ্রাহকেরা কী বলেন?',
    empty: 'এখনও কোনো রিভিউ নেই। আমাদের পার্টস চালিয়ে কেমন লাগল, প্রথম আপনিই জানান।',
  },
  'shop.reviewCard': {
    anonymous: 'নাম না জানা রাইডার',
    photoOf: '{name}-এর ছবি',
  },
  'shop.ratingStars': {
    rated: '{max}-এর মধ্যে {rating} রেটিং',
  },
};
