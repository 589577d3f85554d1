import { z } from 'zod';
import { ORDER_NOTIFICATION_EVENTS, RETURN_NOTIFICATION_EVENTS } from '@motoforge/contract';
import { sendOrderNotification } from '../services/notifications/send-order-notification.js';
import { defineJob } from './job-definition.js';

/** An order's change to tell its buyer of (notifyOrderEvent adds it with the change). */
export const notifyOrderEventJob = defineJob({
  queue: 'notify-order-event',
  data: z.object({
    orderId: z.string(),
    state: z.enum([...ORDER_NOTIFICATION_EVENTS, ...RETURN_NOTIFICATION_EVENTS]),
    courier: z.string().optional(),
    trackingCode: z.string().optional(),
    /** For a return's step: the return whose facts the message reads. */
    returnId: z.string().optional(),
  }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 60,
  async handle(event, { db }, job) {
    await sendOrderNotification(db, job.id, event);
  },
});
