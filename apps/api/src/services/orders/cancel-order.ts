import type { SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { applyPayment, intentPaysOrder } from '../payments/apply-payment.js';
import { isAdminActor } from '../access.js';
import { getOrderForActor } from './get-order-for-actor.js';
import { refundOrder, type RefundProviders } from './refund-order.js';
import { transitionOrder } from './transition-order.js';

/**
 * POST /api/orders/{id}/cancel: the buyer while placed or confirmed, an admin before it ships.
 * An unpaid card order's intents are cancelled first, so nobody pays for it afterwards; one the
 * buyer paid just before is recorded as paid, and refunded with the cancel. The stock goes back
 * with the cancel (transitionOrder); the refund is asked for after it has committed.
 */
export async function cancelOrder(
  db: Db,
  providers: RefundProviders,
  orderId: string,
  reason: string | undefined,
  asker: SessionUser,
): Promise<void> {
  const order = await getOrderForActor(db, orderId, asker);
  const actor = { by: isAdminActor(asker) ? ('admin' as const) : ('buyer' as const), userId: asker.id };
  if (!order.paid && order.paymentMethod === 'card') {
    for (const intentId of order.paymentIntentIds) {
      const intent = await providers.provider.cancelIntent(intentId);
      if (intent && intentPaysOrder(intent, order)) await applyPayment(db, order.id, intent.id);
    }
  }
  const cancelled = await transitionOrder(db, { orderId: order.id, move: 'cancel', actor, note: reason });
  // A refused refund is recorded on the order for the admin; the cancel itself stands.
  if (cancelled.refundStatus === 'pending') await refundOrder(db, providers, order.id, actor);
}
