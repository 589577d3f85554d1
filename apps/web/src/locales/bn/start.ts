/**
 * What a Bangla page starts with (main.tsx): the texts of every page, and how a page's own area is
 * loaded with it. Apart from index.ts, so that all.ts (the server's and the tests' whole Bangla)
 * does not import the areas both at once and on demand.
 */
export { bn } from './index';
export { loadArea } from './areas';
