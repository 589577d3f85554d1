import { eq } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';

/**
 * The order row if the actor may see it: its owner or an admin. Someone else's order is answered
 * as "not found", so ids cannot be probed.
 */
export async function getOrderRowForActor(db: Db, id: string, actor: SessionUser) {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row || (row.userId !== actor.id && actor.role !== 'admin')) throw notFound(messages.orderNotFound);
  return row;
}
