import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { poishaToTaka, type MyOrderList, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, parts } from '../../db/schema.js';
import { buyerActionsFor } from './order-actions.js';

/**
 * GET /api/orders: the caller's own orders for My Orders, one item per order (newest first, a page
 * at a time), each with its lines, its one state and what its buyer may do now.
 */
export async function listMyOrders(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
  actor: SessionUser,
): Promise<MyOrderList> {
  const mine = eq(orders.userId, actor.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ line: orderLines, nameBn: parts.nameBn })
          .from(orderLines)
          .innerJoin(parts, eq(parts.id, orderLines.partId))
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return {
    items: rows.map((order) => ({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      state: order.state,
      paymentMethod: order.paymentMethod,
      paid: order.paid,
      tnxId: order.tnxId,
      status: order.status,
      lines: lines
        .filter(({ line }) => line.orderId === order.id)
        .map(({ line, nameBn }) => ({
          _id: line.id,
          partId: line.partId,
          productName: line.productName,
          productNameBn: nameBn,
          quantity: line.quantity,
          price: poishaToTaka(line.pricePoisha),
        })),
      subtotal: poishaToTaka(order.subtotalPoisha),
      deliveryFee: poishaToTaka(order.deliveryFeePoisha),
      total: poishaToTaka(order.totalPoisha),
      actions: buyerActionsFor(order),
    })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}
