import type { Catalogue } from '@/lib/i18n';

/** The dashboard and the admin pages (features/dashboard, users, app/routes/dashboard), in Bangla: see ./index.ts. */
export const dashboard: Catalogue = {};
