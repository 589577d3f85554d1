import { and, eq, not } from 'drizzle-orm';
import { checkoutMessages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { conflict } from '../../http-error.js';

/**
 * The admin's "Cash collected" (DESIGN.md §9): a confirmed cash-on-delivery order was handed over
 * and paid for at the door, so it is paid, shipped and delivered at once. Only once: a second
 * click, or any other order, is refused with 409.
 */
export async function collectCash(db: Db, orderId: string): Promise<void> {
  const collected = await db
    .update(orders)
    .set({ paid: true, paidAt: new Date(), status: true, state: 'delivered' })
    .where(
      and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), eq(orders.state, 'confirmed'), not(orders.paid)),
    )
    .returning({ id: orders.id });
  if (collected.length === 0) throw conflict(checkoutMessages.cashNotCollectable);
}
