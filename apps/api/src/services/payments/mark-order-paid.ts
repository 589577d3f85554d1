import { messages, type Order, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { conflict, HttpError } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { getOwnBooking } from '../orders/get-order-for-actor.js';
import { toOrder } from '../orders/to-order.js';
import { applyPayment, intentPaysOrder } from './apply-payment.js';

/**
 * PATCH /api/booking/{id}: the buyer says "intent X paid this booking's order". Believed only
 * after the provider confirms it; the same claim twice changes nothing.
 */
export async function markOrderPaid(
  db: Db,
  provider: PaymentProvider,
  { bookingId, tnxId }: { bookingId: string; tnxId: string },
  actor: SessionUser,
): Promise<{ modifiedCount: number; order: Order }> {
  const booking = await getOwnBooking(db, bookingId, actor);
  const { order } = booking;
  if (order.paid) {
    if (order.tnxId === tnxId) return { modifiedCount: 0, order: toOrder(booking) };
    throw conflict(messages.orderAlreadyPaid);
  }
  const intent = await provider.retrieveIntent(tnxId);
  if (!intent || !intentPaysOrder(intent, order)) throw new HttpError(402, messages.paymentNotCompleted);
  const modifiedCount = await applyPayment(db, order.id, intent.id);
  return { modifiedCount, order: toOrder(await getOwnBooking(db, bookingId, actor)) };
}
