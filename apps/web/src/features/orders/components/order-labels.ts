import {
  ORDER_STATE_LABELS,
  RETURN_EVENT_IDS,
  RETURN_EVENT_LABELS,
  type Language,
  type OrderEventStateId,
  type ReturnEventId,
} from '@motoforge/contract';
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
  // A return's steps have the contract's names, in both languages (docs/returns.md).
  if ((RETURN_EVENT_IDS as readonly string[]).includes(state))
    return RETURN_EVENT_LABELS[language][state as ReturnEventId];
  return ORDER_STATE_LABELS[language][
    state as Exclude<OrderEventStateId, ReturnEventId | 'refunded' | 'refund-failed'>
  ];
}

export const actorLabelOf = (t: OrderLabels, by: 'buyer' | 'admin' | 'system') =>
  ({ buyer: t.byBuyer, admin: t.byAdmin, system: t.bySystem })[by];

export const refundLabelOf = (t: OrderLabels, status: 'pending' | 'failed' | 'refunded') =>
  ({ pending: t.refundPending, failed: t.refundFailedStatus, refunded: t.refundDone })[status];
