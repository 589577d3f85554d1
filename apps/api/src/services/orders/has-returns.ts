import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, returns } from '../../db/schema.js';

/** A return of the order's parts that is not refused: asked for, on its way, or done. */
const liveReturnOf = (orderId: typeof orders.id | string) =>
  and(eq(returns.orderId, orderId), ne(returns.state, 'refused'));

/**
 * Whether the order's parts come back through returns (docs/returns.md), for a query of orders.
 * Only a delivered order can have one, so other orders never look (`returns_order_id_idx`).
 * While it has one, the whole order is not marked returned: that would refund and restock twice.
 */
export const orderHasReturns = sql<boolean>`(${orders.state} = 'delivered' and exists (select 1 from ${returns} where ${liveReturnOf(orders.id)}))`;

/** The same for one order, by its id, inside the transaction that moves it. */
export async function hasReturns(db: Db | Tx, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: returns.id }).from(returns).where(liveReturnOf(orderId)).limit(1);
  return row !== undefined;
}
