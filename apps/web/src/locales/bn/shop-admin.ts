import type { Catalogue } from '@/lib/i18n';
import { bn as catalogue } from '@/features/catalogue/bn/shop-admin';
import { bn as garage } from '@/features/garage/bn/shop-admin';
import { bn as lib } from '@/lib/bn/shop-admin';

/**
 * The admin's catalogue pages (Add Product, Manage All Products, Catalogue CSV, the chassis-number
 * patterns), in Bangla: one chunk, fetched with the first page that shows it (./areas.ts). Each
 * component's Bangla is in its feature's bn/ folder, beside the component.
 */
export const shopAdmin: Catalogue = { ...garage, ...catalogue, ...lib };
