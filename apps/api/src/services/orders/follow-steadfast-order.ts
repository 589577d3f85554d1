import { eq } from 'drizzle-orm';
import type { SteadfastClient, SteadfastProgress } from '../../couriers/steadfast-client.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { transitionOrder } from './transition-order.js';

export type SteadfastFollowing =
  { isFollowed: false } | ({ isFollowed: true; deliveryStatus: string; state: string } & SteadfastProgress);

/**
 * Reads where a shipped Steadfast parcel is and, once Steadfast says delivered, moves the order
 * shipped → delivered as the shop ('system'); a COD order is then paid (the rider took the cash).
 * Answers what Steadfast said, so the caller (a durable job) knows whether to look again
 * (`isFinal` false) or to put the order before the admin (`order: 'needs-admin'`). An order not
 * shipped through Steadfast, or already moved on by the admin, is not followed. A SteadfastError
 * (Steadfast down) is thrown for the job to retry.
 */
export async function followSteadfastOrder(
  db: Db,
  client: SteadfastClient,
  orderId: string,
): Promise<SteadfastFollowing> {
  const [order] = await db
    .select({ state: orders.state, paymentMethod: orders.paymentMethod, consignmentId: orders.steadfastConsignmentId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order?.consignmentId || order.state !== 'shipped') return { isFollowed: false };
  const { deliveryStatus, progress } = await client.statusByConsignmentId(order.consignmentId);
  if (progress.order !== 'delivered') return { isFollowed: true, deliveryStatus, state: order.state, ...progress };
  try {
    const delivered = await transitionOrder(db, {
      orderId,
      // Steadfast collected a cash-on-delivery order's money at the door for the shop.
      move: order.paymentMethod === 'cod' ? 'collect-cash' : 'deliver',
      actor: { by: 'system', userId: null },
      note: `Steadfast: ${deliveryStatus}`,
    });
    return { isFollowed: true, deliveryStatus, state: delivered.state, ...progress };
  } catch (error) {
    // The admin marked it (delivered, or otherwise) meanwhile: nothing left to follow.
    if (error instanceof HttpError && error.statusCode === 409) return { isFollowed: false };
    throw error;
  }
}
