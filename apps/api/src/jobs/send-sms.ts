import { z } from 'zod';
import { sendSms } from '../services/outbox/send-sms.js';
import { defineJob } from './job-definition.js';

/** One SMS to a buyer: every try is in the outbox; a failed one is tried again later. */
export const sendSmsJob = defineJob({
  queue: 'send-sms',
  data: z.object({
    to: z.string(),
    text: z.string(),
    purpose: z.string(),
    userId: z.string().optional(),
    orderId: z.string().optional(),
  }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 60,
  async handle(sms, { db, sms: transport }) {
    if ((await sendSms(db, transport, sms)) === 'failed') throw new Error(`The SMS to ${sms.to} was not sent`);
  },
});
