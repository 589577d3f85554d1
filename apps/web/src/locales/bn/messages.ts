import type { Catalogue } from '@/lib/i18n';

/** The contract's messages (validation, the API's answers) shown in the app, in Bangla: see ./index.ts. */
export const messages: Catalogue = {};
