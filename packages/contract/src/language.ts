/*
 * Kept apart from the schemas: the web app's first chunk decides the page's language, and a module
 * it imports must not pull zod in with it (the home page's budget, bench/page-weight.mjs).
 */

/** The languages the shop speaks (docs/product.md#bangla): English at the spec's URLs, Bangla under `/bn`. */
export const LANGUAGES = ['en', 'bn'] as const;

export type Language = (typeof LANGUAGES)[number];
