import { orderLifecycleMessages, PAYMENT_CURRENCY } from '@motoforge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { type ProviderIntent } from '../../payments/provider.js';
import { recordOrderEvent, type Tx } from '../orders/record-order-event.js';
import { transitionOrder } from '../orders/transition-order.js';

/**
 * True when the provider's intent really paid this order: succeeded, made for this order, for its
 * full amount, in taka.
 */
export function intentPaysOrder(intent: ProviderIntent, order: typeof orders.$inferSelect): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.currency === PAYMENT_CURRENCY &&
    intent.amountPoisha === order.totalPoisha
  );
}

/** What a payment pays: the whole order (`pay`), or a risky COD order's advance (`pay-advance`, ADR 063). */
export type PaymentMove = 'pay' | 'pay-advance';

/** Where each kind of payment is recorded on the order, when it came and by which payment. */
const paidColumns = (move: PaymentMove, paymentId: string, now: Date) =>
  move === 'pay' ? { paidAt: now, tnxId: paymentId } : { advancePaidAt: now, advanceTnxId: paymentId };

/**
 * Records that `paymentId` paid the order (or its advance), unless that is paid already; answers
 * how many orders changed. A placed order is confirmed through the order's one move, `pay` or
 * `pay-advance` (docs/orders.md). One cancelled while the buyer was paying stays cancelled (its
 * stock is back on sale), with the payment recorded and its refund waiting for the admin to give back.
 */
export async function applyPayment(
  db: Db | Tx,
  orderId: string,
  paymentId: string,
  move: PaymentMove = 'pay',
): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.state, paid: orders.paid, advancePaidAt: orders.advancePaidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    const isPaid = move === 'pay' ? order?.paid : order?.advancePaidAt !== null;
    if (!order || isPaid) return 0;
    const system = { by: 'system' as const, userId: null };
    if (order.state === 'placed') {
      await transitionOrder(tx, { orderId, move, actor: system, tnxId: paymentId });
      return 1;
    }
    if (order.state !== 'cancelled') return 0;
    const now = new Date();
    await tx
      .update(orders)
      .set({ ...paidColumns(move, paymentId, now), refundStatus: 'pending', refundRequestedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.state, 'cancelled')));
    await recordOrderEvent(tx, {
      orderId,
      state: 'refund-failed',
      actor: system,
      note: orderLifecycleMessages.notePaidAfterCancel,
    });
    return 1;
  });
}
