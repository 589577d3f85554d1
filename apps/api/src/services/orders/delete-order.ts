import { and, eq, sql } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, parts } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import { getOrderRowForActor } from './get-order-for-actor.js';

/**
 * A customer may delete their own unpaid order; an admin any order. Deleting an unpaid order
 * returns its reserved stock in the same transaction.
 */
export async function deleteOrder(db: Db, id: string, actor: SessionUser): Promise<number> {
  const row = await getOrderRowForActor(db, id, actor);
  if (row.paid && actor.role !== 'admin') throw forbidden(messages.onlyUnpaidOrdersDeletable);
  return db.transaction(async (tx) => {
    const ownerCondition =
      actor.role === 'admin' ? undefined : and(eq(orders.userId, actor.id), eq(orders.paid, false));
    const [deleted] = await tx
      .delete(orders)
      .where(and(eq(orders.id, row.id), ownerCondition))
      .returning({ partId: orders.partId, quantity: orders.quantity, paid: orders.paid });
    if (!deleted) return 0;
    if (!deleted.paid) {
      await tx
        .update(parts)
        .set({ availableQuantity: sql`${parts.availableQuantity} + ${deleted.quantity}` })
        .where(eq(parts.id, deleted.partId));
    }
    return 1;
  });
}
