import type { Catalogue, TranslationArea } from '@/lib/i18n';

/** Each area's Bangla, a chunk of its own, fetched with the first page that shows it (router.tsx). */
const areas: Record<TranslationArea, () => Promise<Catalogue>> = {
  shop: () => import('./shop').then((module) => module.shop),
  catalogue: () => import('./catalogue').then((module) => module.catalogue),
  shopAdmin: () => import('./shop-admin').then((module) => module.shopAdmin),
  account: () => import('./account').then((module) => module.account),
  orders: () => import('./orders').then((module) => module.orders),
  dashboard: () => import('./dashboard').then((module) => module.dashboard),
  messagesCatalogue: () => import('./messages-catalogue').then((module) => module.messagesCatalogue),
  cart: () => import('./cart').then((module) => module.cart),
  checkout: () => import('./checkout').then((module) => module.checkout),
  payments: () => import('./payments').then((module) => module.payments),
  outbox: () => import('./outbox').then((module) => module.outbox),
  jobs: () => import('./jobs').then((module) => module.jobs),
  offline: () => import('./offline').then((module) => module.offline),
};

export const loadArea = (area: TranslationArea) => areas[area]();
