import { desc, eq } from 'drizzle-orm';
import { authMessages, type Order, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { assertAdmin, isSelfOrAdmin } from '../access.js';
import { toOrder } from './to-order.js';

/**
 * `user` given: that customer's orders — the caller's own, or anyone's for an admin.
 * `user` absent: every order, for admins only.
 */
export async function listOrders(db: Db, { user }: { user?: string }, actor: SessionUser): Promise<Order[]> {
  if (user === undefined) {
    assertAdmin(actor);
    const rows = await db.select().from(orders).orderBy(desc(orders.createdAt));
    return rows.map(toOrder);
  }
  const isOwn = isSelfOrAdmin(actor, user, authMessages.notYourAccount);
  // By the account that placed them, not by the e-mail copied onto each order: that copy would
  // show an address's next owner the orders of its last one.
  const [owner] = isOwn
    ? [{ id: actor.id }]
    : await db.select({ id: users.id }).from(users).where(eq(users.email, user.toLowerCase())).limit(1);
  if (!owner) return [];
  const rows = await db.select().from(orders).where(eq(orders.userId, owner.id)).orderBy(desc(orders.createdAt));
  return rows.map(toOrder);
}
