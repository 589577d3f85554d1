import { and, eq } from 'drizzle-orm';
import { messages, orderLifecycleMessages, STEADFAST_COURIER } from '@motoforge/contract';
import { codAmountPoishaFor } from '../../couriers/cod-amount.js';
import { SteadfastError, type SteadfastClient } from '../../couriers/steadfast-client.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import type { OrderEventActor } from './record-order-event.js';
import { canMove, transitionOrder } from './transition-order.js';

export type ShipRequest = {
  orderId: string;
  courier: string;
  /** Typed by the admin; for Steadfast only when its portal already has the parcel. */
  trackingCode?: string;
  note?: string;
  actor: OrderEventActor;
  /** When Steadfast is first asked where the parcel is (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
};

/** Steadfast's limits on a consignment's recipient (its API V1). */
const RECIPIENT_NAME_MAX = 100;
const RECIPIENT_ADDRESS_MAX = 250;

async function steadfastConsignmentFor(steadfast: SteadfastClient, order: typeof orders.$inferSelect) {
  try {
    return await steadfast.createConsignment({
      // Our order id is Steadfast's invoice: a retry can never make a second parcel (ADR 032).
      invoice: order.id,
      recipientName: (order.deliveryName ?? order.email).slice(0, RECIPIENT_NAME_MAX),
      recipientPhone: order.phone,
      recipientAddress: order.address.slice(0, RECIPIENT_ADDRESS_MAX),
      codAmountPoisha: codAmountPoishaFor(order),
    });
  } catch (error) {
    if (!(error instanceof SteadfastError)) throw error;
    if (error.isDuplicateInvoice) throw conflict(orderLifecycleMessages.steadfastAlreadyHasIt);
    throw error.canRetry
      ? new HttpError(503, orderLifecycleMessages.steadfastUnavailable)
      : new HttpError(502, orderLifecycleMessages.steadfastRefused);
  }
}

/**
 * Ships a packed order (docs/orders.md). Another courier: its typed name and tracking code. Steadfast:
 * the consignment is made through its API before the state machine's transaction, never inside it
 * (a slow courier must not hold the order's row), and kept on the order as soon as Steadfast
 * answers, so a shipment that then fails to commit is retried with that consignment, not a new
 * one. Steadfast down: 503, the order stays packed, and nothing was made. A parcel Steadfast has
 * already (the answer to a create that timed out was lost) is shipped with the code the admin
 * copies from Steadfast's portal.
 */
export async function shipOrder(db: Db, steadfast: SteadfastClient | null, request: ShipRequest) {
  const isSteadfast = request.courier.toLowerCase() === STEADFAST_COURIER;
  const shipment = { orderId: request.orderId, move: 'ship' as const, actor: request.actor, note: request.note };
  if (!isSteadfast)
    return transitionOrder(db, { ...shipment, courier: request.courier, trackingCode: request.trackingCode });
  if (!isUuid(request.orderId)) throw notFound(messages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId)).limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  // Refused before Steadfast is asked: a parcel for an order that cannot ship would be lost.
  if (!canMove(order, 'ship', request.actor.by)) throw conflict(orderLifecycleMessages.shipNotAllowed);
  let consignmentId = order.steadfastConsignmentId;
  let trackingCode = consignmentId ? order.trackingCode : request.trackingCode;
  if (!trackingCode) {
    if (!steadfast) throw conflict(orderLifecycleMessages.steadfastNotSetUp);
    const consignment = await steadfastConsignmentFor(steadfast, order);
    consignmentId = consignment.consignmentId;
    trackingCode = consignment.trackingCode;
    await db
      .update(orders)
      .set({ steadfastConsignmentId: consignmentId, trackingCode })
      .where(and(eq(orders.id, order.id), eq(orders.state, 'packed')));
  }
  return transitionOrder(db, {
    ...shipment,
    courier: STEADFAST_COURIER,
    trackingCode,
    steadfastConsignmentId: consignmentId ?? undefined,
    courierCheckSeconds: request.courierCheckSeconds,
  });
}
