import type { OrderActionId, SessionUser } from '@motoforge/contract';
import { isAdminActor } from '../access.js';
import { canTransition, type OrderRow } from './transition-order.js';

export type OrderActionContext = {
  /** Steadfast's API is set up: a packed order can be handed to it. */
  hasSteadfast: boolean;
  /** The order's SSLCommerz payment waits for the admin's word (risk_level 1). */
  isPaymentHeld: boolean;
};

/** What the asker may do to the order now, by the same rules the state machine applies. */
export function orderActionsFor(order: OrderRow, asker: SessionUser, context: OrderActionContext): OrderActionId[] {
  if (!isAdminActor(asker)) {
    return canTransition(order, { to: 'cancelled', actor: { by: 'buyer', userId: asker.id } }) ? ['cancel'] : [];
  }
  const admin = { by: 'admin' as const, userId: asker.id };
  const can = (to: Parameters<typeof canTransition>[1]['to'], isCashCollected = false) =>
    canTransition(order, { to, actor: admin, isCashCollected });
  const actions: OrderActionId[] = [];
  if (can('packed')) actions.push('pack');
  if (can('shipped'))
    actions.push(...(context.hasSteadfast ? (['ship-steadfast', 'ship'] as const) : (['ship'] as const)));
  if (can('delivered', true)) actions.push('collect-cash');
  else if (can('delivered')) actions.push('deliver');
  if (can('cancelled')) actions.push('cancel');
  if (can('returned')) actions.push('return');
  if (order.refundStatus === 'pending' || order.refundStatus === 'failed') actions.push('retry-refund');
  if (context.isPaymentHeld && order.state === 'placed') actions.push('review-payment');
  return actions;
}
