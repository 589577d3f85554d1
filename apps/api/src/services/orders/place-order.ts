import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { messages, ORDER_TOTAL_MAX_POISHA, type PlaceOrderInput, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import { orders, parts } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';

/**
 * Places an order and reserves its stock in one transaction. The conditional UPDATE is what stops
 * an oversell under any concurrency (also across processes on one PostgreSQL); the partial unique
 * index stops a second unpaid order of the same part by the same customer.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput, actor: SessionUser): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [part] = await tx
        .select()
        .from(parts)
        .where(and(eq(parts.id, input.productId), isNull(parts.deletedAt)))
        .limit(1);
      if (!part) throw notFound(messages.partNotFound);
      if (input.quantity < part.minimumOrder || input.quantity > part.availableQuantity) {
        throw badRequest(messages.quantityOutOfRange);
      }
      // No card payment could pay a larger order, and it would hold its stock until deleted.
      if (part.pricePoisha * input.quantity > ORDER_TOTAL_MAX_POISHA) throw badRequest(messages.orderTotalTooLarge);
      const reserved = await tx
        .update(parts)
        .set({ availableQuantity: sql`${parts.availableQuantity} - ${input.quantity}` })
        .where(and(eq(parts.id, part.id), isNull(parts.deletedAt), gte(parts.availableQuantity, input.quantity)))
        .returning({ id: parts.id });
      if (reserved.length === 0) throw conflict(messages.notEnoughStock);
      const [order] = await tx
        .insert(orders)
        .values({
          partId: part.id,
          userId: actor.id,
          email: actor.email,
          productName: part.name,
          pricePoisha: part.pricePoisha,
          quantity: input.quantity,
          phone: input.phone,
          address: input.address,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('insert returned no row');
      return order.id;
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(messages.orderAlreadyPlaced);
    throw error;
  }
}
