import type { Catalogue } from '@/lib/i18n';
import { account } from './account';
import { dashboard } from './dashboard';
export { banglaFontHead } from './font';
import { layout } from './layout';
import { messages } from './messages';
import { orders } from './orders';
import { shop } from './shop';

/**
 * Bangla, by component: each component's English texts are in its own file (defineMessages), and
 * their translations in one of these files, by area of the app, under the same component name and
 * keys. locales.test.ts fails when a text is in one language only. Loaded only on Bangla pages.
 */
export const bn: Catalogue = { ...layout, ...shop, ...account, ...orders, ...dashboard, ...messages };
