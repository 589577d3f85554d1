import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/shop';
import { bn as cart } from '@/features/cart/bn/shop';
import { bn as catalogue } from '@/features/catalogue/bn/shop';
import { bn as garage } from '@/features/garage/bn/shop';
import { bn as home } from '@/features/home/bn/shop';
import { bn as questions } from '@/features/questions/bn/shop';
import { bn as reviews } from '@/features/reviews/bn/shop';

/**
 * Home and what it shares with the catalogue's pages (the part cards, the garage, reviews, the
 * question form). The catalogue's own pages are ./catalogue.ts, so Bangla home does not download
 * them (its budget, bench/page-weight.mjs), in Bangla: one chunk, fetched with the first page that
 * shows it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the
 * component.
 */
export const shop: Catalogue = { ...pages, ...home, ...catalogue, ...cart, ...garage, ...reviews, ...questions };
