import type { Catalogue } from '@/lib/i18n';

/** Signing in and up, the profile, the blog and the portfolio (features/auth, profile, blogs, portfolio), in Bangla: see ./index.ts. */
export const account: Catalogue = {};
