import { isOrderNotificationEvent } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { notifyOrderEventJob } from '../../jobs/notify-order-event.js';

export type OrderEvent = { orderId: string; state: string; courier?: string; trackingCode?: string };

/**
 * Tells the buyer of an order's change (docs/product.md#orders): confirmed, shipped, delivered, cancelled
 * and refunded send an SMS to the order's delivery phone, and an e-mail when the account has an
 * address; any other state sends nothing. Call it on the transaction that records the change: the
 * notification is a job added on it, so it goes out only if the change commits, and an SMS gateway
 * or SMTP server that is down never holds the order back.
 */
export async function notifyOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  if (!isOrderNotificationEvent(event.state)) return;
  await enqueueJob(tx, notifyOrderEventJob, { ...event, state: event.state });
}
