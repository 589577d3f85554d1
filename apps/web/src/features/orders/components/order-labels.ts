import type { OrderEventStateId } from '@motoforge/contract';
import { defineMessages } from '@/lib/i18n';

/** The names of an order's states and timeline entries, and of who made them. */
export const orderLabelMessages = defineMessages('orders.orderLabels', {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  refunded: 'Refunded',
  refundFailed: 'Refund not made',
  byBuyer: 'by the buyer',
  byAdmin: 'by the shop',
  bySystem: 'automatically',
  refundPending: 'Refund waiting',
  refundFailedStatus: 'Refund refused: waiting for a retry',
  refundDone: 'Refunded',
});

type OrderLabels = ReturnType<ReturnType<typeof orderLabelMessages>['get']>;

export const eventLabelOf = (t: OrderLabels, state: OrderEventStateId) =>
  state === 'refund-failed' ? t.refundFailed : t[state];

export const actorLabelOf = (t: OrderLabels, by: 'buyer' | 'admin' | 'system') =>
  ({ buyer: t.byBuyer, admin: t.byAdmin, system: t.bySystem })[by];

export const refundLabelOf = (t: OrderLabels, status: 'pending' | 'failed' | 'refunded') =>
  ({ pending: t.refundPending, failed: t.refundFailedStatus, refunded: t.refundDone })[status];
