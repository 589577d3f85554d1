import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/checkout';
import { bn as orders } from '@/features/orders/bn/checkout';

/**
 * The checkout, in Bangla: one chunk, fetched with the first page that shows it (./areas.ts). Each
 * component's Bangla is in its feature's bn/ folder, beside the component.
 */
export const checkout: Catalogue = { ...pages, ...orders };
