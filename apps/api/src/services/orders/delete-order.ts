import { eq } from 'drizzle-orm';
import { messages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { isAdminActor } from '../access.js';
import { getOrderRowForActor } from './get-order-for-actor.js';
import { releaseUnpaidOrder } from './release-unpaid-order.js';

/**
 * A customer may delete their own unpaid order; an admin any order. An unpaid order's payment is
 * cancelled and its stock returned (releaseUnpaidOrder); a paid one's parts are sold, so an admin
 * removing it returns none.
 */
export async function deleteOrder(db: Db, provider: PaymentProvider, id: string, actor: SessionUser): Promise<number> {
  const row = await getOrderRowForActor(db, id, actor);
  if (!row.paid) {
    const outcome = await releaseUnpaidOrder(db, provider, row.id);
    if (outcome !== 'paid') return outcome === 'released' ? 1 : 0;
    // The buyer's payment went through just before the cancel: the order is paid after all.
  }
  if (!isAdminActor(actor)) throw forbidden(messages.onlyUnpaidOrdersDeletable);
  const deleted = await db.delete(orders).where(eq(orders.id, row.id)).returning({ id: orders.id });
  return deleted.length;
}
