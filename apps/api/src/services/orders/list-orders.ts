import { desc, eq } from 'drizzle-orm';
import { authMessages, type Order, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import { toOrder } from './to-order.js';

/**
 * `user` given: that customer's orders — the caller's own, or anyone's for an admin.
 * `user` absent: every order, for admins only.
 */
export async function listOrders(db: Db, { user }: { user?: string }, actor: SessionUser): Promise<Order[]> {
  const isAdmin = actor.role === 'admin';
  if (user === undefined) {
    if (!isAdmin) throw forbidden(authMessages.adminOnly);
    const rows = await db.select().from(orders).orderBy(desc(orders.createdAt));
    return rows.map(toOrder);
  }
  if (user.toLowerCase() !== actor.email.toLowerCase() && !isAdmin) throw forbidden(authMessages.notYourAccount);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.email, user.toLowerCase()))
    .orderBy(desc(orders.createdAt));
  return rows.map(toOrder);
}
