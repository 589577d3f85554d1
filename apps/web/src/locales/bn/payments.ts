import type { Catalogue } from '@/lib/i18n';
import { bn as paymentsFeature } from '@/features/payments/bn/payments';

/**
 * The payment page's outcomes, paying online through SSLCommerz and confirming a cash-on-delivery
 * order, in Bangla: one chunk, fetched with the first page that shows it (./areas.ts). Each
 * component's Bangla is in its feature's bn/ folder, beside the component.
 */
export const payments: Catalogue = { ...paymentsFeature };
