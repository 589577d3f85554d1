import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/catalogue';
import { bn as catalogueFeature } from '@/features/catalogue/bn/catalogue';

/**
 * The catalogue's own pages (All Products with its search, a part's page), in Bangla: one chunk,
 * fetched with the first page that shows it (./areas.ts). Each component's Bangla is in its
 * feature's bn/ folder, beside the component.
 */
export const catalogue: Catalogue = { ...pages, ...catalogueFeature };
