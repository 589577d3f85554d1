import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/orders';
import { bn as ui } from '@/components/ui/bn/orders';
import { bn as ordersFeature } from '@/features/orders/bn/orders';
import { bn as payments } from '@/features/payments/bn/orders';
import { bn as returns } from '@/features/returns/bn/orders';

/**
 * An order's pages and the payment pages, in Bangla: one chunk, fetched with the first page that
 * shows it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the
 * component.
 */
export const orders: Catalogue = { ...pages, ...ordersFeature, ...payments, ...ui, ...returns };
