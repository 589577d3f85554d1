import { and, eq } from 'drizzle-orm';
import { COURIER_NAMES, courierIdOf, messages, orderLifecycleMessages, type CourierId } from '@motoforge/contract';
import { type Courier, type Couriers } from '../../couriers/courier.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { parcelOf } from './parcel-of.js';
import type { OrderEventActor } from './record-order-event.js';
import { canMove, transitionOrder } from './transition-order.js';
import { isProviderError } from '../../provider-error.js';

export type ShipRequest = {
  orderId: string;
  courier: string;
  /** Typed by the admin; for an API courier only when its portal already has the parcel. */
  trackingCode?: string;
  note?: string;
  actor: OrderEventActor;
  /** When the courier is first asked where the parcel is (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
};

type OrderRow = typeof orders.$inferSelect;

async function consignmentFor(courier: Courier, order: OrderRow) {
  const name = COURIER_NAMES[courier.id];
  try {
    return await courier.createConsignment(parcelOf(order));
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.kind === 'duplicate') throw conflict(orderLifecycleMessages.steadfastAlreadyHasIt);
    throw error.kind === 'unavailable'
      ? new HttpError(503, orderLifecycleMessages.courierUnavailable(name))
      : new HttpError(502, orderLifecycleMessages.courierRefused(name));
  }
}

/**
 * Ships a packed order (docs/orders.md#couriers). A courier typed by hand: its name and tracking
 * code. An API courier (Steadfast, Pathao, RedX): the consignment is made through its API before
 * the state machine's transaction, never inside it (a slow courier must not hold the order's row),
 * and kept on the order with its courier as soon as the courier answers, so a shipment that then
 * fails to commit is retried with that consignment, not a new one. The courier down: 503, the
 * order stays packed, and nothing was made. A parcel the courier already has (the answer to a
 * create that timed out was lost) is shipped with the code the admin copies from its portal.
 */
export async function shipOrder(db: Db, couriers: Couriers, request: ShipRequest) {
  const courierId = courierIdOf(request.courier);
  const shipment = { orderId: request.orderId, move: 'ship' as const, actor: request.actor, note: request.note };
  if (!courierId)
    return transitionOrder(db, { ...shipment, courier: request.courier, trackingCode: request.trackingCode });
  if (!isUuid(request.orderId)) throw notFound(messages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId)).limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  // Refused before the courier is asked: a parcel for an order that cannot ship would be lost.
  if (!canMove(order, 'ship', request.actor.by)) throw conflict(orderLifecycleMessages.shipNotAllowed);
  const madeWith = courierIdOf(order.courier);
  if (order.courierConsignmentId && madeWith && madeWith !== courierId) {
    throw conflict(orderLifecycleMessages.courierHasParcel(COURIER_NAMES[madeWith]));
  }
  let consignmentId = order.courierConsignmentId;
  let trackingCode = consignmentId ? order.trackingCode : request.trackingCode;
  if (!trackingCode) {
    const courier = couriers.get(courierId);
    if (!courier) throw conflict(orderLifecycleMessages.courierNotSetUp(COURIER_NAMES[courierId]));
    ({ consignmentId, trackingCode } = await consignmentFor(courier, order));
    await keepConsignment(db, order.id, courierId, { consignmentId, trackingCode });
  }
  return transitionOrder(db, {
    ...shipment,
    courier: courierId,
    trackingCode,
    courierConsignmentId: consignmentId ?? undefined,
    courierCheckSeconds: request.courierCheckSeconds,
  });
}

const keepConsignment = (
  db: Db,
  orderId: string,
  courier: CourierId,
  { consignmentId, trackingCode }: { consignmentId: string; trackingCode: string },
) =>
  db
    .update(orders)
    .set({ courier, courierConsignmentId: consignmentId, trackingCode })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'packed')));
