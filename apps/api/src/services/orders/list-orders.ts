import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { authMessages, type Order, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, users } from '../../db/schema.js';
import { assertAdmin, isSelfOrAdmin } from '../access.js';
import { toOrder } from './to-order.js';

const bookings = async (db: Db, where: SQL | undefined): Promise<Order[]> => {
  const rows = await db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where)
    .orderBy(desc(orders.createdAt), asc(orders.id), asc(orderLines.position));
  return rows.map(toOrder);
};

/**
 * The spec's bookings, one per order line, newest order first.
 * `user` given: that customer's — the caller's own, or anyone's for an admin.
 * `user` absent: every one, for admins only.
 */
export async function listOrders(db: Db, { user }: { user?: string }, actor: SessionUser): Promise<Order[]> {
  if (user === undefined) {
    assertAdmin(actor);
    return bookings(db, undefined);
  }
  const isOwn = isSelfOrAdmin(actor, user, authMessages.notYourAccount);
  // By the account that placed them, not by the e-mail copied onto each order: that copy would
  // show an address's next owner the orders of its last one.
  const [owner] = isOwn
    ? [{ id: actor.id }]
    : await db.select({ id: users.id }).from(users).where(eq(users.email, user.toLowerCase())).limit(1);
  if (!owner) return [];
  return bookings(db, eq(orders.userId, owner.id));
}
