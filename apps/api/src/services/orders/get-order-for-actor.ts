import { and, eq, type SQL } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { ownedBy, ownedByOrAdmin } from '../access.js';
import { isUuid } from '../ids.js';

/** The spec's booking: one line, and the order it belongs to. */
export type Booking = { line: typeof orderLines.$inferSelect; order: typeof orders.$inferSelect };

async function bookingRow(db: Db, id: string, scope: SQL | undefined): Promise<Booking> {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  const [row] = await db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, id), scope))
    .limit(1);
  if (!row) throw notFound(messages.orderNotFound);
  return row;
}

/**
 * The booking (a line, by its id) if the actor may see it: its owner or an admin. Someone else's
 * is answered as "not found", so ids cannot be probed.
 */
export const getBookingForActor = (db: Db, id: string, actor: SessionUser) =>
  bookingRow(db, id, ownedByOrAdmin(orders.userId, actor));

/** The booking if it is the actor's own (paying is the buyer's alone, admin or not). */
export const getOwnBooking = (db: Db, id: string, actor: SessionUser) =>
  bookingRow(db, id, ownedBy(orders.userId, actor));

async function orderRow(db: Db, id: string, scope: SQL | undefined) {
  if (!isUuid(id)) throw notFound(messages.orderNotFound);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scope))
    .limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  return order;
}

/** The order (by its own id) if the actor may see it: its buyer or an admin; else "not found". */
export const getOrderForActor = (db: Db, id: string, actor: SessionUser) =>
  orderRow(db, id, ownedByOrAdmin(orders.userId, actor));

/** The order if it is the actor's own: what only its buyer does (a phone code), admin or not. */
export const getOwnOrder = (db: Db, id: string, actor: SessionUser) => orderRow(db, id, ownedBy(orders.userId, actor));
