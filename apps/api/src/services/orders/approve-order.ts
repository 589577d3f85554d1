import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/**
 * An admin's "Approve Order": the paid order with this transaction id goes to shipping. Unpaid
 * orders have no transaction id, so they can never match.
 */
export async function approveOrder(db: Db, tnxId: string): Promise<number> {
  const approved = await db
    .update(orders)
    .set({ status: true })
    .where(and(eq(orders.tnxId, tnxId), eq(orders.paid, true), eq(orders.status, false)))
    .returning({ id: orders.id });
  return approved.length;
}
