import { eq } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { isAdminActor } from '../access.js';
import { getBookingForActor } from './get-order-for-actor.js';
import { releaseUnpaidOrder } from './release-unpaid-order.js';

/**
 * The spec's delete of a booking removes its whole order: one order is one payment, so none of its
 * lines can stay behind unpaid. A customer may delete their own unpaid order; an admin any order.
 * An unpaid order's payment is cancelled and the stock of every line returned
 * (releaseUnpaidOrder); a paid one's parts are sold, so an admin removing it returns none.
 */
export async function deleteOrder(
  db: Db,
  provider: PaymentProvider,
  bookingId: string,
  actor: SessionUser,
): Promise<number> {
  const { order } = await getBookingForActor(db, bookingId, actor);
  if (!order.paid) {
    const outcome = await releaseUnpaidOrder(db, provider, order.id);
    if (outcome !== 'paid') return outcome === 'released' ? 1 : 0;
    // The buyer's payment went through just before the cancel: the order is paid after all.
  }
  if (!isAdminActor(actor)) throw forbidden(messages.onlyUnpaidOrdersDeletable);
  const deleted = await db.delete(orders).where(eq(orders.id, order.id)).returning({ id: orders.id });
  return deleted.length;
}
