import {
  isAdvanceDue,
  isErasable,
  shipActionOf,
  type CourierId,
  type OrderActionId,
  type OrderMoveId,
  type SessionUser,
} from '@motoforge/contract';
import { isAdminActor } from '../access.js';
import { canMove, isHeld, type OrderRow } from './transition-order.js';

export type OrderActionContext = {
  /** The API couriers set up (docs/orders.md#couriers): a packed order can be handed to each. */
  couriers: readonly CourierId[];
  /** The order's SSLCommerz payment waits for the admin's word (risk_level 1). */
  isPaymentHeld: boolean;
  /** Parts of the delivered order come back through returns, so it is not returned whole. */
  hasReturns: boolean;
};

/** The buyer's actions on an order: Proceed to Pay, DELETE and cancel, by the order's one table. */
export function buyerActionsFor(order: ActionFacts): ('pay' | 'delete' | 'cancel')[] {
  const actions: ('pay' | 'delete' | 'cancel')[] = [];
  if (canMove(order, 'pay', 'system') && !order.paid) actions.push('pay');
  if (isErasable(order)) actions.push('delete');
  if (canMove(order, 'cancel', 'buyer')) actions.push('cancel');
  return actions;
}

type ActionFacts = Pick<OrderRow, 'state' | 'paymentMethod' | 'paid' | 'refundStatus' | 'heldAt' | 'holdReleasedAt'>;

/** What the asker may do to the order now, by the same table the state machine applies. */
export function orderActionsFor(order: OrderRow, asker: SessionUser, context: OrderActionContext): OrderActionId[] {
  if (isAdminActor(asker)) return adminActionsFor(order, context);
  // A risky COD order's advance (ADR 063): the buyer's own page offers it; the spec's list does not.
  return isAdvanceDue(order) ? ['pay-advance', ...buyerActionsFor(order)] : buyerActionsFor(order);
}

/** What an admin may do to the order now. */
export function adminActionsFor(order: ActionFacts, context: OrderActionContext): OrderActionId[] {
  const can = (move: OrderMoveId) => canMove(order, move, 'admin');
  const actions: OrderActionId[] = [];
  const held = isHeld(order) && (order.state === 'placed' || order.state === 'confirmed');
  if (held) actions.push('release-hold');
  else if (can('pack')) actions.push('pack');
  if (can('ship')) actions.push(...context.couriers.map(shipActionOf), 'ship');
  if (can('collect-cash')) actions.push('collect-cash');
  if (can('deliver')) actions.push('deliver');
  if (can('cancel')) actions.push('cancel');
  if (can('return') && !context.hasReturns) actions.push('return');
  if (can('refuse')) actions.push('refuse');
  if (order.refundStatus === 'pending' || order.refundStatus === 'failed') actions.push('retry-refund');
  if (context.isPaymentHeld && order.state === 'placed') actions.push('review-payment');
  if (isErasable(order)) actions.push('delete');
  return actions;
}
