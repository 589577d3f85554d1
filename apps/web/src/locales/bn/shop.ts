import type { Catalogue } from '@/lib/i18n';

/** Home and the catalogue (features/home, catalogue, garage, reviews, questions), in Bangla: see ./index.ts. */
export const shop: Catalogue = {};
