import type { Db } from '../../db/client.js';
import type { OrderEventActor } from './record-order-event.js';
import { transitionOrder } from './transition-order.js';

/**
 * The admin's "Cash collected" (DESIGN.md §9, §10): a cash-on-delivery order was handed over and
 * paid for at the door (or at the counter), so it is delivered and paid, through the state machine,
 * from confirmed, packed or shipped. Only once: a second click, or any other order, is a 409.
 */
export async function collectCash(db: Db, orderId: string, actor: OrderEventActor): Promise<void> {
  await transitionOrder(db, { orderId, to: 'delivered', actor, isCashCollected: true });
}
