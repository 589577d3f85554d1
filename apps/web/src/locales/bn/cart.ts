import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/cart';
import { bn as cartFeature } from '@/features/cart/bn/cart';
import { bn as quotes } from '@/features/quotes/bn/cart';

/**
 * The cart page (its badge is on every page, Add to cart the shop's), in Bangla: one chunk, fetched
 * with the first page that shows it (./areas.ts). Each component's Bangla is in its feature's bn/
 * folder, beside the component.
 */
export const cart: Catalogue = { ...pages, ...quotes, ...cartFeature };
