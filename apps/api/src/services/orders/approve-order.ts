import { messages } from '@motoforge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { OrderEventActor } from './record-order-event.js';
import { transitionOrder } from './transition-order.js';

/**
 * An admin's "Approve Order": the paid order with this transaction id ships (docs/product.md#orders), through
 * the state machine, from confirmed or packed; the answer counts it (0 when it was shipping
 * already). Unpaid orders have no transaction id, so they can never match; a transaction id that
 * no paid order has is a 404 (docs/design.md#api-contract), not a quiet 0 that reads like "nothing to do".
 */
export async function approveOrder(db: Db, tnxId: string, actor: OrderEventActor): Promise<number> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tnxId, tnxId), eq(orders.paid, true)))
    .limit(1);
  if (!order) throw notFound(messages.paidOrderNotFound);
  if (order.status) return 0;
  await transitionOrder(db, {
    orderId: order.id,
    move: 'approve',
    actor,
  });
  return 1;
}
