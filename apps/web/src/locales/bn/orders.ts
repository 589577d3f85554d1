import type { Catalogue } from '@/lib/i18n';

/** Buying and paying (features/orders, payments), in Bangla: see ./index.ts. */
export const orders: Catalogue = {};
