import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/account';
import { bn as auth } from '@/features/auth/bn/account';
import { bn as blogs } from '@/features/blogs/bn/account';
import { bn as portfolio } from '@/features/portfolio/bn/account';
import { bn as profile } from '@/features/profile/bn/account';

/**
 * Signing in and up, the profile, the blog and the portfolio, in Bangla: one chunk, fetched with
 * the first page that shows it (./areas.ts). Each component's Bangla is in its feature's bn/
 * folder, beside the component.
 */
export const account: Catalogue = { ...auth, ...pages, ...profile, ...blogs, ...portfolio };
