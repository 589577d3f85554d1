import { asc, desc, eq } from 'drizzle-orm';
import { cashDuePoishaOf, poishaToTaka, type CourierId, type SessionUser, type ShopOrder } from '@motoforge/contract';
import { trackingUrlOf } from '../../couriers/tracking-url.js';
import type { Db } from '../../db/client.js';
import { orderEvents, orderLines, parts, sslcommerzPayments } from '../../db/schema.js';
import { getOrderForActor } from '../orders/get-order-for-actor.js';
import { hasReturns } from '../orders/has-returns.js';
import { isAdminActor } from '../access.js';
import { orderCodRiskOf } from '../orders/cod-risk.js';
import { orderActionsFor } from '../orders/order-actions.js';

/**
 * GET /api/orders/{id}: the order with its lines, its timeline (oldest first), its courier and
 * what the asker may do to it now, for its buyer or an admin.
 */
export async function getShopOrder(
  db: Db,
  orderId: string,
  actor: SessionUser,
  { couriers = [] }: { couriers?: readonly CourierId[] } = {},
): Promise<ShopOrder> {
  const order = await getOrderForActor(db, orderId, actor);
  const events = await db
    .select({ state: orderEvents.state, at: orderEvents.at, by: orderEvents.by, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const lines = await db
    .select({ line: orderLines, nameBn: parts.nameBn })
    .from(orderLines)
    .innerJoin(parts, eq(parts.id, orderLines.partId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const [online] = await db
    .select({ status: sslcommerzPayments.status, problem: sslcommerzPayments.problem })
    .from(sslcommerzPayments)
    .where(eq(sslcommerzPayments.orderId, order.id))
    .orderBy(desc(sslcommerzPayments.createdAt))
    .limit(1);
  const { deliveryName, divisionId, districtId, upazilaId, street } = order;
  return {
    id: order.id,
    number: order.number,
    state: order.state,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    tnxId: order.tnxId,
    phoneConfirmed: order.phoneConfirmedAt !== null,
    lines: lines.map(({ line, nameBn }) => ({
      _id: line.id,
      partId: line.partId,
      productName: line.productName,
      productNameBn: nameBn,
      price: poishaToTaka(line.pricePoisha),
      quantity: line.quantity,
    })),
    subtotal: poishaToTaka(order.subtotalPoisha),
    deliveryFee: poishaToTaka(order.deliveryFeePoisha),
    total: poishaToTaka(order.totalPoisha),
    email: order.email,
    phone: order.phone,
    address: order.address,
    delivery:
      deliveryName && divisionId && districtId && upazilaId && street
        ? { name: deliveryName, divisionId, districtId, upazilaId, street }
        : null,
    cashDue: poishaToTaka(cashDuePoishaOf(order)),
    advance:
      order.advancePoisha > 0
        ? {
            amount: poishaToTaka(order.advancePoisha),
            paidAt: order.advancePaidAt?.toISOString() ?? null,
            restInCash: poishaToTaka(order.totalPoisha - order.advancePoisha),
          }
        : null,
    onlinePayment: online ?? null,
    createdAt: order.createdAt.toISOString(),
    courier: order.courier,
    trackingCode: order.trackingCode,
    trackingUrl: trackingUrlOf(order.courier, order.trackingCode),
    refundStatus: order.refundStatus,
    refundProblem: order.refundProblem,
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    actions: orderActionsFor(order, actor, {
      couriers,
      isPaymentHeld: online?.status === 'held',
      hasReturns: order.state === 'delivered' && isAdminActor(actor) && (await hasReturns(db, order.id)),
    }),
    // The score is the shop's own judgement: the admin's to read, never the buyer's.
    codRisk: isAdminActor(actor) ? orderCodRiskOf(order) : null,
  };
}
