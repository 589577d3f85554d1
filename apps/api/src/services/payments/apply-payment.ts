import { PAYMENT_CURRENCY } from '@motoforge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { type ProviderIntent } from '../../payments/provider.js';

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

/** Marks the order paid by `intentId` unless it already is; answers how many rows changed. */
export async function applyPayment(db: Db, orderId: string, intentId: string): Promise<number> {
  const changed = await db
    .update(orders)
    .set({ paid: true, tnxId: intentId, paidAt: new Date(), state: 'confirmed' })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false)))
    .returning({ id: orders.id });
  return changed.length;
}
