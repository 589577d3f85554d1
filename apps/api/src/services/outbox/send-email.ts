import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { Email, EmailTransport } from '../../notifications/email-transport.js';

export type EmailToSend = Email & { purpose: string; userId?: string; orderId?: string };

/**
 * Sends an e-mail through the transport when one is set up, and records it in the outbox with the
 * transport's answer (its subject on the first line, then its text); without a transport it is
 * only recorded (`recorded`). Answers the transport's result, so a job can retry a failed one.
 */
export async function sendEmail(db: Db, transport: EmailTransport | null, email: EmailToSend) {
  const { purpose, userId, orderId, ...message } = email;
  const result = transport ? await transport.send(message) : null;
  await db.insert(outbox).values({
    channel: 'email',
    to: message.to,
    text: `${message.subject}\n\n${message.text}`,
    purpose,
    userId: userId ?? null,
    orderId: orderId ?? null,
    status: result?.status ?? 'recorded',
    error: result?.status === 'failed' ? result.error : null,
  });
  return result ?? { status: 'recorded' as const };
}
