import type { Catalogue } from '@/lib/i18n';
import { bn as appLayout } from '@/app/layout/bn/every-page';
import { bn as layoutParts } from '@/components/layout/bn/every-page';
import { bn as ui } from '@/components/ui/bn/every-page';
import { bn as cart } from '@/features/cart/bn/every-page';
import { bn as search } from '@/features/search/bn/every-page';
import { messages } from './messages';

/**
 * Bangla, by component: each component's English texts are in its own file (defineMessages), and
 * their translations in its feature's bn/ folder (features/<feature>/bn/<area>.ts, or beside
 * app/routes, app/layout, components/… and lib), under the same component name and keys, one file
 * for each area of the app whose pages show them. locales.test.ts fails when a text is in one
 * language only.
 *
 * What every Bangla page needs (the layout, the UI kit, the contract's messages) is here, loaded
 * before its first render (main.tsx, through start.ts); each page's own area comes with the page
 * (areas.ts), so a page downloads the Bangla of what it shows, not the whole shop's.
 */
export const bn: Catalogue = { ...layoutParts, ...cart, ...search, ...appLayout, ...ui, ...messages };
