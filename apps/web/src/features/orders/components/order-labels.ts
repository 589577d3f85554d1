import { ORDER_STATE_LABELS, type Language, type OrderEventStateId } from '@motoforge/contract';
import { defineMessages } from '@/lib/i18n';

/**
 * What an order's timeline says besides its states (whose names are the contract's
 * ORDER_STATE_LABELS): what became of a refund, and who made a change.
 */
export const orderLabelMessages = defineMessages('orders.orderLabels', {
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

/** A timeline entry's name: the state's one name, or what became of the refund. */
export function eventLabelOf(t: OrderLabels, language: Language, state: OrderEventStateId) {
  if (state === 'refunded') return t.refunded;
  if (state === 'refund-failed') return t.refundFailed;
  return ORDER_STATE_LABELS[language][state];
}

export const actorLabelOf = (t: OrderLabels, by: 'buyer' | 'admin' | 'system') =>
  ({ buyer: t.byBuyer, admin: t.byAdmin, system: t.bySystem })[by];

export const refundLabelOf = (t: OrderLabels, status: 'pending' | 'failed' | 'refunded') =>
  ({ pending: t.refundPending, failed: t.refundFailedStatus, refunded: t.refundDone })[status];
