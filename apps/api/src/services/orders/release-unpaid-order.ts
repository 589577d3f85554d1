import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, parts } from '../../db/schema.js';
import { conflict } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { applyPayment, intentPaysOrder } from '../payments/apply-payment.js';

/** Times a release starts over because a new payment intent appeared on the order meanwhile. */
const ATTEMPTS = 3;

/**
 * Takes an unpaid order out of the shop and puts the stock of every line back on sale. Every payment intent made
 * for it (orders.payment_intent_ids) is cancelled first, so nobody can be charged for an order that
 * no longer exists; when the buyer paid before the cancel, the payment is recorded instead and the
 * order stays ('paid'). The delete only goes through while the order's list of intents is the one
 * that was cancelled (the list only grows, so its length says), so an intent made meanwhile (the
 * buyer on the payment page) is cancelled in turn on the next attempt.
 * 'gone' when the order was removed by someone else.
 */
export async function releaseUnpaidOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
): Promise<'released' | 'paid' | 'gone'> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return 'gone';
    if (order.paid) return 'paid';
    if (order.state !== 'placed') return 'gone';
    let payment: string | undefined;
    for (const intentId of order.paymentIntentIds) {
      const intent = await provider.cancelIntent(intentId);
      if (intent && intentPaysOrder(intent, order)) payment ??= intent.id;
    }
    if (payment) {
      await applyPayment(db, order.id, payment);
      return 'paid';
    }
    const isReleased = await db.transaction(async (tx) => {
      // Lines never change once placed, so they can be read before the order goes.
      const lines = await tx
        .select({ partId: orderLines.partId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      const [deleted] = await tx
        .delete(orders)
        .where(
          and(
            eq(orders.id, order.id),
            // Only an unpaid placed order is ever erased; a confirmed COD order is on record.
            eq(orders.state, 'placed'),
            eq(orders.paid, false),
            sql`cardinality(${orders.paymentIntentIds}) = ${order.paymentIntentIds.length}`,
          ),
        )
        .returning({ id: orders.id });
      if (!deleted) return false;
      for (const line of lines) {
        await tx
          .update(parts)
          .set({ availableQuantity: sql`${parts.availableQuantity} + ${line.quantity}` })
          .where(eq(parts.id, line.partId));
      }
      return true;
    });
    if (isReleased) return 'released';
  }
  throw conflict(messages.orderBeingPaid);
}
