import { and, eq, ne, sql } from 'drizzle-orm';
import { courierIdOf, COURIER_NAMES, messages, returnMessages, type SessionUser } from '@motoforge/contract';
import { type Couriers } from '../../couriers/courier.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders, returnLines, returns, shopSettings } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent } from '../orders/record-order-event.js';
import { refundPoishaOf } from './refund-amount.js';
import { returnedQuantitiesOf, type ReturnRow } from './return-view.js';
import { isProviderError } from '../../provider-error.js';

/** Moves a return out of `from` for one admin only: of two at once, the second finds it moved on. */
async function claim(
  db: Db,
  returnId: string,
  from: ReturnRow['state'],
  to: ReturnRow['state'],
  changes: Partial<ReturnRow>,
) {
  if (!isUuid(returnId)) throw notFound(returnMessages.returnNotFound);
  const [row] = await db
    .update(returns)
    .set({ ...changes, state: to })
    .where(and(eq(returns.id, returnId), eq(returns.state, from)))
    .returning();
  return row ?? null;
}

async function refusalFor(db: Db, returnId: string, message: string): Promise<never> {
  const [exists] = await db.select({ id: returns.id }).from(returns).where(eq(returns.id, returnId)).limit(1);
  throw exists ? conflict(message) : notFound(returnMessages.returnNotFound);
}

/** What the order has left to give back, after its other returns' refunds. */
async function leftToRefund(db: Db, order: typeof orders.$inferSelect, returnId: string) {
  const [other] = await db
    .select({ total: sql<number>`coalesce(sum(${returns.refundPoisha}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), ne(returns.id, returnId), ne(returns.state, 'refused')));
  return order.totalPoisha - (other?.total ?? 0);
}

/**
 * The admin accepts a requested return (docs/returns.md). Once accepted, the order's courier is
 * asked to collect the parts when its API can (Steadfast's return request); otherwise, or when the
 * courier cannot, the buyer is told to send them to the shop's return address. The refund is worked
 * out now that it is known who pays the way back, and the buyer hears of it all in one message.
 */
export async function acceptReturn(db: Db, couriers: Couriers, returnId: string, admin: SessionUser, note?: string) {
  const accepted = await claim(db, returnId, 'requested', 'accepted', {
    adminNote: note ?? null,
    decidedAt: new Date(),
    decidedBy: admin.id,
  });
  if (!accepted) return refusalFor(db, returnId, returnMessages.acceptNotAllowed);
  const [order] = await db.select().from(orders).where(eq(orders.id, accepted.orderId)).limit(1);
  if (!order) throw notFound(messages.orderNotFound);

  const courierId = courierIdOf(order.courier);
  const courier = courierId ? couriers.get(courierId) : undefined;
  let pickup: { courier: string; reference: string } | null = null;
  let pickupNote: string = returnMessages.noteSendToShop;
  if (courierId && courier?.requestReturn && order.courierConsignmentId && order.trackingCode) {
    try {
      const booked = await courier.requestReturn(
        { consignmentId: order.courierConsignmentId, trackingCode: order.trackingCode },
        `Return of order ${order.number}`,
      );
      pickup = { courier: courierId, reference: booked.reference };
      pickupNote = returnMessages.notePickupBooked(COURIER_NAMES[courierId], booked.reference);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      pickupNote = returnMessages.notePickupFailed(COURIER_NAMES[courierId]);
    }
  }

  const lines = await db
    .select({
      orderLineId: returnLines.orderLineId,
      quantity: returnLines.quantity,
      pricePoisha: orderLines.pricePoisha,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, accepted.id));
  const orderQuantities = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const taken = await returnedQuantitiesOf(db, order.id);
  const isWholeOrder = orderQuantities.every((line) => (taken.get(line.id) ?? 0) >= line.quantity);
  const [settings] = await db
    .select({ address: shopSettings.returnAddress, sellerAddress: shopSettings.sellerAddress })
    .from(shopSettings)
    .limit(1);
  const refundPoisha = refundPoishaOf({
    linesPoisha: lines.reduce((sum, line) => sum + line.pricePoisha * line.quantity, 0),
    deliveryFeePoisha: order.deliveryFeePoisha,
    shopPaysReturn: accepted.shopPaysReturn,
    isWholeOrder,
    isPickupBooked: pickup !== null,
    leftToRefundPoisha: await leftToRefund(db, order, accepted.id),
  });

  await db.transaction(async (tx) => {
    await tx
      .update(returns)
      .set({
        refundPoisha,
        pickupCourier: pickup?.courier ?? null,
        pickupReference: pickup?.reference ?? null,
        sendTo: pickup ? null : settings?.address || settings?.sellerAddress || null,
      })
      .where(eq(returns.id, accepted.id));
    await recordOrderEvent(tx, {
      orderId: order.id,
      state: 'return-accepted',
      actor: { by: 'admin', userId: admin.id },
      note: note ? `${pickupNote}. ${note}` : pickupNote,
      returnId: accepted.id,
    });
  });
}

/** The admin refuses a requested return, saying why; its quantities may be asked for again. */
export async function refuseReturn(db: Db, returnId: string, admin: SessionUser, note: string) {
  if (!isUuid(returnId)) throw notFound(returnMessages.returnNotFound);
  const refused = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(returns)
      .set({ state: 'refused', adminNote: note, decidedAt: new Date(), decidedBy: admin.id })
      .where(and(eq(returns.id, returnId), eq(returns.state, 'requested')))
      .returning();
    if (row) {
      await recordOrderEvent(tx, {
        orderId: row.orderId,
        state: 'return-refused',
        actor: { by: 'admin', userId: admin.id },
        note,
        returnId: row.id,
      });
    }
    return row ?? null;
  });
  if (!refused) await refusalFor(db, returnId, returnMessages.refuseNotAllowed);
}
