import type { Catalogue } from '@/lib/i18n';
import { layout } from './layout';
import { messages } from './messages';

export { loadArea } from './areas';

/**
 * Bangla, by component: each component's English texts are in its own file (defineMessages), and
 * their translations in one of these files, by area of the app, under the same component name and
 * keys. locales.test.ts fails when a text is in one language only.
 *
 * What every Bangla page needs (the layout, the UI kit, the contract's messages) is loaded before
 * its first render (main.tsx); each page's own area comes with the page (areas.ts), so a page
 * downloads the Bangla of what it shows, not the whole shop's.
 */
export const bn: Catalogue = { ...layout, ...messages };
