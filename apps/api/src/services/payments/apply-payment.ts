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

/**
 * Records that `intentId` paid the order, unless it is paid already; answers how many orders
 * changed. A placed order is confirmed through the order's one move `pay` (docs/orders.md). One
 * cancelled while the buyer was paying stays cancelled (its stock is back on sale), paid, with its
 * refund waiting for the admin to give back.
 */
export async function applyPayment(db: Db | Tx, orderId: string, intentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.state, paid: orders.paid })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    if (!order || order.paid) return 0;
    const system = { by: 'system' as const, userId: null };
    if (order.state === 'placed') {
      await transitionOrder(tx, { orderId, move: 'pay', actor: system, tnxId: intentId });
      return 1;
    }
    if (order.state !== 'cancelled') return 0;
    await tx
      .update(orders)
      .set({ paidAt: new Date(), tnxId: intentId, refundStatus: 'pending', refundRequestedAt: new Date() })
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
