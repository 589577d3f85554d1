import { messages } from '@motoforge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

/**
 * An admin's "Approve Order": the paid order with this transaction id goes to shipping, and the
 * answer counts it (0 when it was shipping already). Unpaid orders have no transaction id, so
 * they can never match; a transaction id that no paid order has is a 404 (DESIGN.md §4), not a
 * quiet 0 that reads like "nothing to do".
 */
export async function approveOrder(db: Db, tnxId: string): Promise<number> {
  const isPaidOrder = and(eq(orders.tnxId, tnxId), eq(orders.paid, true));
  const approved = await db
    .update(orders)
    .set({ status: true, state: 'shipped' })
    .where(and(isPaidOrder, eq(orders.status, false)))
    .returning({ id: orders.id });
  if (approved.length > 0) return approved.length;
  const [shipping] = await db.select({ id: orders.id }).from(orders).where(isPaidOrder).limit(1);
  if (!shipping) throw notFound(messages.paidOrderNotFound);
  return 0;
}
