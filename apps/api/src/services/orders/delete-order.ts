import { isErasable, messages, orderLifecycleMessages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { conflict, forbidden } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { isAdminActor } from '../access.js';
import { getBookingForActor } from './get-order-for-actor.js';
import { releaseUnpaidOrder } from './release-unpaid-order.js';

/**
 * The spec's delete of a booking removes its whole order, and only while the order is unpaid and
 * placed (docs/orders.md): its payment intents are cancelled and the stock of every line returned
 * (releaseUnpaidOrder). Anything further on is kept on record: its buyer is refused (403), an admin
 * told to cancel it or mark it returned instead (409).
 */
export async function deleteOrder(
  db: Db,
  provider: PaymentProvider,
  bookingId: string,
  actor: SessionUser,
): Promise<number> {
  const { order } = await getBookingForActor(db, bookingId, actor);
  if (isErasable(order)) {
    const outcome = await releaseUnpaidOrder(db, provider, order.id);
    if (outcome !== 'paid') return outcome === 'released' ? 1 : 0;
    // The buyer's payment went through just before the delete: the order is paid after all.
  }
  if (!isAdminActor(actor)) throw forbidden(messages.onlyUnpaidOrdersDeletable);
  throw conflict(orderLifecycleMessages.orderOnRecord);
}
