import { z } from 'zod';
import { sendEmail } from '../services/outbox/send-email.js';
import { defineJob } from './job-definition.js';

/**
 * One e-mail: every try is in the outbox with what the SMTP server answered; while the server is
 * down it is tried again, with backoff, and nothing else waits for it.
 */
export const sendEmailJob = defineJob({
  queue: 'send-email',
  data: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    purpose: z.string(),
    userId: z.string().optional(),
    orderId: z.string().optional(),
  }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  expireInSeconds: 2 * 60,
  async handle(email, { db, email: transport }) {
    const result = await sendEmail(db, transport, email);
    if (result.status === 'failed') throw new Error(`The e-mail to ${email.to} was not sent: ${result.error}`);
  },
});
