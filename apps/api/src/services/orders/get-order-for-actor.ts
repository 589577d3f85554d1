import { and, eq, type SQL } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { ownedBy, ownedByOrAdmin } from '../access.js';
import { isUuid } from '../ids.js';

async function orderRow(db: Db, id: string, scope: SQL | undefined) {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scope))
    .limit(1);
  if (!row) throw notFound(messages.orderNotFound);
  return row;
}

/**
 * The order row if the actor may see it: its owner or an admin. Someone else's order is answered
 * as "not found", so ids cannot be probed.
 */
export const getOrderRowForActor = (db: Db, id: string, actor: SessionUser) =>
  orderRow(db, id, ownedByOrAdmin(orders.userId, actor));

/** The order row if it is the actor's own (paying is the buyer's alone, admin or not). */
export const getOwnOrderRow = (db: Db, id: string, actor: SessionUser) =>
  orderRow(db, id, ownedBy(orders.userId, actor));
