import type { Db } from '../../db/client.js';
import type { OrderEventActor } from './record-order-event.js';
import { transitionOrder } from './transition-order.js';

/**
 * The admin's "Cash collected" (docs/orders.md): a shipped cash-on-delivery order was handed over
 * and paid for at the door, so it is delivered and paid, its tnxId the cash receipt (COD-MF-…).
 * Only once, and only from shipped: a second click, or any other order, is a 409.
 */
export async function collectCash(db: Db, orderId: string, actor: OrderEventActor): Promise<void> {
  await transitionOrder(db, { orderId, move: 'collect-cash', actor });
}
