import { orderLifecycleMessages } from '@motoforge/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { recordOrderEvent, type Tx } from '../orders/record-order-event.js';
import { transitionOrder } from '../orders/transition-order.js';

/**
 * Records that SSLCommerz's payment `bankTranId` paid a risky COD order's advance (ADR 063), unless
 * it is paid already; answers how many orders changed. A placed order is confirmed by the move
 * `pay-advance`. One cancelled while the buyer was paying stays cancelled, with the advance
 * recorded and its refund waiting for the admin, as applyPayment does with a whole payment.
 */
export async function applyAdvance(db: Db | Tx, orderId: string, bankTranId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.state, advancePaidAt: orders.advancePaidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    if (!order || order.advancePaidAt) return 0;
    const system = { by: 'system' as const, userId: null };
    if (order.state === 'placed') {
      await transitionOrder(tx, { orderId, move: 'pay-advance', actor: system, tnxId: bankTranId });
      return 1;
    }
    if (order.state !== 'cancelled') return 0;
    const now = new Date();
    await tx
      .update(orders)
      .set({ advancePaidAt: now, advanceTnxId: bankTranId, refundStatus: 'pending', refundRequestedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.state, 'cancelled'), isNull(orders.advancePaidAt)));
    await recordOrderEvent(tx, {
      orderId,
      state: 'refund-failed',
      actor: system,
      note: orderLifecycleMessages.notePaidAfterCancel,
    });
    return 1;
  });
}
