import { and, countDistinct, eq, gte, isNull, ne, not, sql } from 'drizzle-orm';
import {
  messages,
  poishaToTaka,
  quantitySchema,
  UNPAID_ORDERS_PER_ACCOUNT_MAX,
  unpaidHoldMaxQuantity,
  type PlaceOrderInput,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, parts, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { recordOrderEvent } from './record-order-event.js';

export type UnpaidHoldLimits = { unpaidOrdersMax: number };

/**
 * Places the spec's order of one part (an order of one line) and reserves its stock in one
 * transaction. The conditional UPDATE is what stops an oversell under any concurrency (also across
 * processes on one PostgreSQL); the account's row lock, taken first, makes the check for a second
 * unpaid order of the same part by the same customer hold under any concurrency too.
 *
 * Unpaid holds are limited per account (issue 19): at most `unpaidOrdersMax` unpaid orders, and
 * of a part at most unpaidHoldMaxQuantity (a share of its stock as it is when the order is
 * placed). Both are checked with the account's row and the part's row locked until the order is
 * in, so a burst of orders, from any number of processes, is checked one order at a time.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  actor: SessionUser,
  { unpaidOrdersMax }: UnpaidHoldLimits = { unpaidOrdersMax: UNPAID_ORDERS_PER_ACCOUNT_MAX },
): Promise<string> {
  return db.transaction(async (tx) => {
    // One account's orders are placed one after the other, so its unpaid orders are counted right.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    // The part's row too, so its stock stays as read until the order is in.
    const [part] = await tx
      .select()
      .from(parts)
      .where(and(eq(parts.id, input.productId), isNull(parts.deletedAt)))
      .limit(1)
      .for('no key update');
    if (!part) throw notFound(messages.partNotFound);
    // The purchase form's own rule (SPEC.md §5), with the part as the database has it now; it
    // also refuses a total no card payment could pay, which would hold its stock until deleted.
    const quantity = quantitySchema({ ...part, price: poishaToTaka(part.pricePoisha) }).safeParse(input.quantity);
    if (!quantity.success) throw badRequest(quantity.error.issues[0]?.message ?? messages.quantityOutOfRange);

    const [unpaid] = await tx
      .select({
        orders: countDistinct(orders.id),
        ofThisPart: sql<boolean>`coalesce(bool_or(${orderLines.partId} = ${part.id}), false)`,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.userId, actor.id), not(orders.paid), ne(orders.state, 'cancelled')));
    // The spec's answer to a second unpaid order of a part comes first.
    if (unpaid?.ofThisPart) throw conflict(messages.orderAlreadyPlaced);
    if ((unpaid?.orders ?? 0) >= unpaidOrdersMax) throw conflict(messages.unpaidOrdersLimit(unpaidOrdersMax));

    const most = unpaidHoldMaxQuantity(part);
    if (input.quantity > most) throw conflict(messages.unpaidHoldTooLarge(most));

    const reserved = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${input.quantity}` })
      .where(and(eq(parts.id, part.id), isNull(parts.deletedAt), gte(parts.availableQuantity, input.quantity)))
      .returning({ id: parts.id });
    if (reserved.length === 0) throw conflict(messages.notEnoughStock);
    const totalPoisha = part.pricePoisha * input.quantity;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: actor.id,
        email: actor.email,
        phone: input.phone,
        address: input.address,
        subtotalPoisha: totalPoisha,
        totalPoisha,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert returned no row');
    await recordOrderEvent(tx, { orderId: order.id, state: 'placed', actor: { by: 'buyer', userId: actor.id } });
    await tx.insert(orderLines).values({
      id: order.id,
      orderId: order.id,
      position: 0,
      partId: part.id,
      productName: part.name,
      pricePoisha: part.pricePoisha,
      quantity: input.quantity,
    });
    return order.id;
  });
}
