import { asc, eq } from 'drizzle-orm';
import { poishaToTaka, type OrderReturns, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, parts, vehicles } from '../../db/schema.js';
import { getOrderForActor } from '../orders/get-order-for-actor.js';
import { returnableUntilOf } from './request-return.js';
import {
  guaranteedBikeColumns,
  guaranteedBikeJoin,
  guaranteedBikeOf,
  returnedQuantitiesOf,
  returnsOfOrder,
  toShopReturns,
} from './return-view.js';

/**
 * GET /api/orders/{id}/returns: the order's returns, and what of it can still be returned until
 * when, for its buyer or an admin (anyone else: not found).
 */
export async function getOrderReturns(
  db: Db,
  orderId: string,
  asker: SessionUser,
  now = new Date(),
): Promise<OrderReturns> {
  const order = await getOrderForActor(db, orderId, asker);
  const lines = await db
    .select({
      id: orderLines.id,
      partId: orderLines.partId,
      productName: orderLines.productName,
      productNameBn: parts.nameBn,
      pricePoisha: orderLines.pricePoisha,
      quantity: orderLines.quantity,
      fitsBike: orderLines.fitsBike,
      ...guaranteedBikeColumns,
    })
    .from(orderLines)
    .innerJoin(parts, eq(parts.id, orderLines.partId))
    .leftJoin(vehicles, guaranteedBikeJoin)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const taken = await returnedQuantitiesOf(db, order.id);
  const rows = await returnsOfOrder(db, order.id);
  const returnableUntil = order.state === 'delivered' ? await returnableUntilOf(db, order.id) : null;
  const returnable = lines.map((line) => ({
    partId: line.partId,
    productName: line.productName,
    productNameBn: line.productNameBn,
    price: poishaToTaka(line.pricePoisha),
    quantity: line.quantity,
    returnable: Math.max(0, line.quantity - (taken.get(line.id) ?? 0)),
    fitsBike: line.fitsBike,
    fitsVehicle: line.fitsBike === null ? null : guaranteedBikeOf(line),
  }));
  return {
    returnableUntil: returnableUntil?.toISOString() ?? null,
    // Only the buyer asks, within the window, while something is left to return.
    canRequest:
      order.userId === asker.id &&
      returnableUntil !== null &&
      now <= returnableUntil &&
      returnable.some((line) => line.returnable > 0),
    lines: returnable,
    returns: await toShopReturns(db, rows, () => order.number, asker),
  };
}
