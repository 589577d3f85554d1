import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { SmsTransport } from '../../notifications/sms-transport.js';

export type SmsToSend = { to: string; text: string; purpose: string; userId?: string; orderId?: string };

/**
 * Sends an SMS through the transport when one is set up, and records it in the outbox with the
 * transport's answer; without a transport it is only recorded (`recorded`), which is where the
 * embedded shop's COD codes are read (docs/product.md#cash-on-delivery).
 */
export async function sendSms(db: Db, transport: SmsTransport | null, sms: SmsToSend) {
  const result = transport ? await transport.send(sms.to, sms.text) : null;
  await db.insert(outbox).values({
    channel: 'sms',
    to: sms.to,
    text: sms.text,
    purpose: sms.purpose,
    userId: sms.userId ?? null,
    orderId: sms.orderId ?? null,
    status: result?.status ?? 'recorded',
    error: result?.status === 'failed' ? result.error : null,
  });
  return result?.status ?? 'recorded';
}
