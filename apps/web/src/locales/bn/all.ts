import type { Catalogue } from '@/lib/i18n';
import { account } from './account';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { dashboard } from './dashboard';
import { bn } from './index';
import { messagesCatalogue } from './messages-catalogue';
import { orders } from './orders';
import { outbox } from './outbox';
import { jobs } from './jobs';
import { offline } from './offline';
import { payments } from './payments';
import { shop } from './shop';
import { shopAdmin } from './shop-admin';

/** All of Bangla at once: for the server, which renders any page in it, and for the tests. */
export const allOfBangla: Catalogue = {
  ...bn,
  ...shop,
  ...catalogue,
  ...shopAdmin,
  ...account,
  ...orders,
  ...dashboard,
  ...messagesCatalogue,
  ...cart,
  ...checkout,
  ...payments,
  ...outbox,
  ...jobs,
  ...offline,
};
