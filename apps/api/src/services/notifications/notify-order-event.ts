import {
  isOrderNotificationEvent,
  RETURN_NOTIFICATION_EVENTS,
  type ReturnNotificationEvent,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { notifyOrderEventJob } from '../../jobs/notify-order-event.js';

export type OrderEvent = { orderId: string; state: string; courier?: string; trackingCode?: string; returnId?: string };

const isReturnNotificationEvent = (state: string): state is ReturnNotificationEvent =>
  (RETURN_NOTIFICATION_EVENTS as readonly string[]).includes(state);

/**
 * Tells the buyer of an order's change (docs/product.md#orders): confirmed, shipped, delivered, cancelled
 * and refunded (and a return's steps) send an SMS to the order's delivery phone, and an e-mail when the account has an
 * address; any other state sends nothing. Call it on the transaction that records the change: the
 * notification is a job added on it, so it goes out only if the change commits, and an SMS gateway
 * or SMTP server that is down never holds the order back.
 */
export async function notifyOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  // A return's steps too (docs/returns.md): requested, accepted, refused, received, refunded.
  if (!isOrderNotificationEvent(event.state) && !isReturnNotificationEvent(event.state)) return;
  await enqueueJob(tx, notifyOrderEventJob, { ...event, state: event.state });
}
