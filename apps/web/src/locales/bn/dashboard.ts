import type { Catalogue } from '@/lib/i18n';
import { bn as pages } from '@/app/routes/bn/dashboard';
import { bn as businessAccounts } from '@/features/business-accounts/bn/dashboard';
import { bn as dashboardFeature } from '@/features/dashboard/bn/dashboard';
import { bn as questions } from '@/features/questions/bn/dashboard';
import { bn as quotes } from '@/features/quotes/bn/dashboard';
import { bn as returns } from '@/features/returns/bn/dashboard';
import { bn as reviews } from '@/features/reviews/bn/dashboard';
import { bn as shopSettings } from '@/features/shop-settings/bn/dashboard';
import { bn as users } from '@/features/users/bn/dashboard';
import { bn as vitals } from '@/features/vitals/bn/dashboard';

/**
 * The dashboard and the admin's pages, in Bangla: one chunk, fetched with the first page that shows
 * it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the component.
 */
export const dashboard: Catalogue = {
  ...pages,
  ...dashboardFeature,
  ...quotes,
  ...businessAccounts,
  ...vitals,
  ...returns,
  ...shopSettings,
  ...users,
  ...reviews,
  ...questions,
};
