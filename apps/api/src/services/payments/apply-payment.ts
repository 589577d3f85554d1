import { orderLifecycleMessages, PAYMENT_CURRENCY } from '@motoforge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { type ProviderIntent } from '../../payments/provider.js';
import { recordOrderEvent, type Tx } from '../orders/record-order-event.js';

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
 * Marks the order paid by `intentId` unless it already is, with its timeline entry; answers how
 * many rows changed. A placed order is confirmed. One cancelled while the buyer was paying stays
 * cancelled (its stock is back on sale) with its refund waiting, for the admin to give back.
 */
export async function applyPayment(db: Db | Tx, orderId: string, intentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const paid = { paid: true, tnxId: intentId, paidAt: new Date() };
    const [confirmed] = await tx
      .update(orders)
      .set({ ...paid, state: 'confirmed' })
      .where(and(eq(orders.id, orderId), eq(orders.paid, false), eq(orders.state, 'placed')))
      .returning({ id: orders.id });
    const system = { by: 'system' as const, userId: null };
    if (confirmed) {
      await recordOrderEvent(tx, { orderId, state: 'confirmed', actor: system, note: orderLifecycleMessages.notePaid });
      return 1;
    }
    const [late] = await tx
      .update(orders)
      .set({ ...paid, refundStatus: 'pending' })
      .where(and(eq(orders.id, orderId), eq(orders.paid, false), eq(orders.state, 'cancelled')))
      .returning({ id: orders.id });
    if (!late) return 0;
    await recordOrderEvent(tx, {
      orderId,
      state: 'refund-failed',
      actor: system,
      note: orderLifecycleMessages.notePaidAfterCancel,
    });
    return 1;
  });
}
