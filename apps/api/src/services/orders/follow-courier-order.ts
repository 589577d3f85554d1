import { and, eq } from 'drizzle-orm';
import { COURIER_NAMES, courierIdOf } from '@motoforge/contract';
import type { Courier, CourierProgress, Couriers } from '../../couriers/courier.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { transitionOrder } from './transition-order.js';

export type CourierFollowing =
  { isFollowed: false } | ({ isFollowed: true; status: string; state: string } & CourierProgress);

type FollowedOrder = { id: string; state: string; paymentMethod: string };

/**
 * What a courier's status does to a shipped order: once it says delivered, the order moves shipped
 * → delivered as the shop ('system'), and a COD order is then paid (the rider took the cash).
 * Answers what the courier said, so the caller knows whether to look again (`isFinal` false) or
 * to put the order before the admin (`order: 'needs-admin'`).
 */
async function settle(db: Db, courier: Courier, order: FollowedOrder, status: string): Promise<CourierFollowing> {
  const progress = courier.progressOf(status);
  if (progress.order !== 'delivered') return { isFollowed: true, status, state: order.state, ...progress };
  try {
    const delivered = await transitionOrder(db, {
      orderId: order.id,
      // The courier collected a cash-on-delivery order's money at the door for the shop.
      move: order.paymentMethod === 'cod' ? 'collect-cash' : 'deliver',
      actor: { by: 'system', userId: null },
      note: `${COURIER_NAMES[courier.id]}: ${status}`,
    });
    return { isFollowed: true, status, state: delivered.state, ...progress };
  } catch (error) {
    // The admin marked it (delivered, or otherwise) meanwhile: nothing left to follow.
    if (error instanceof HttpError && error.statusCode === 409) return { isFollowed: false };
    throw error;
  }
}

const followedColumns = {
  id: orders.id,
  state: orders.state,
  paymentMethod: orders.paymentMethod,
  courier: orders.courier,
  consignmentId: orders.courierConsignmentId,
  trackingCode: orders.trackingCode,
};

/**
 * The polling job's look at a shipped parcel (docs/orders.md#couriers): asks its courier where it
 * is and settles the order by the answer. An order not shipped through a courier set up here, one
 * whose courier's webhook tells us instead, or one the admin moved on, is not followed. A
 * ProviderError (the courier down) is thrown for the job to retry.
 */
export async function followCourierOrder(db: Db, couriers: Couriers, orderId: string): Promise<CourierFollowing> {
  const [order] = await db.select(followedColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  const courierId = courierIdOf(order?.courier);
  const courier = courierId ? couriers.get(courierId) : undefined;
  if (!order?.consignmentId || order.state !== 'shipped' || !courier || courier.hasWebhook)
    return { isFollowed: false };
  const status = await courier.statusOf({ consignmentId: order.consignmentId, trackingCode: order.trackingCode ?? '' });
  return settle(db, courier, order, status);
}

/**
 * A verified webhook's word on a consignment: the order it belongs to is settled by the status,
 * as a look by the polling job would. A consignment we do not know, or an order no longer shipped,
 * is not followed (the courier is still answered: it has done its part).
 */
export async function applyCourierStatus(
  db: Db,
  courier: Courier,
  { consignmentId, status }: { consignmentId: string; status: string },
): Promise<CourierFollowing> {
  const [order] = await db
    .select(followedColumns)
    .from(orders)
    .where(and(eq(orders.courier, courier.id), eq(orders.courierConsignmentId, consignmentId)))
    .limit(1);
  if (!order || order.state !== 'shipped') return { isFollowed: false };
  return settle(db, courier, order, status);
}
