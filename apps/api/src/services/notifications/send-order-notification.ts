import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  courierNameOf,
  formatCountIn,
  formatTakaIn,
  isOrderNotificationEvent,
  LANGUAGES,
  orderNotificationIn,
  poishaToTaka,
  returnNotificationIn,
  type Language,
  type OrderNotificationEvent,
  type ReturnNotificationEvent,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, returns, shopSettings, users } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { sendEmailJob } from '../../jobs/send-email.js';
import { sendSmsJob } from '../../jobs/send-sms.js';

const PURPOSE = 'order-event';

/** The same id for the same notification and channel, so a retried run adds no second message. */
const childJobId = (notificationId: string, channel: 'sms' | 'email') => {
  const hex = createHash('sha256').update(`${notificationId}:${channel}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Writes the buyer's SMS and e-mail for one order event, in the account's language, and adds a job
 * for each (so each is retried on its own: a failing SMTP server never sends the SMS twice).
 */
export async function sendOrderNotification(
  db: Db,
  notificationId: string,
  event: {
    orderId: string;
    state: OrderNotificationEvent | ReturnNotificationEvent;
    courier?: string;
    trackingCode?: string;
    returnId?: string;
  },
): Promise<void> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      phone: orders.phone,
      userId: orders.userId,
      email: users.email,
      language: users.language,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, event.orderId))
    .limit(1);
  // Deleted since (the spec's DELETE, or a release): nobody is left to tell, and no retry would find it.
  if (!order) return;
  const language: Language = (LANGUAGES as readonly string[]).includes(order.language ?? '')
    ? (order.language as Language)
    : 'en';
  // An API courier by its name (Pathao, not pathao); a courier typed by hand as typed.
  const courier = event.courier === undefined ? {} : { courier: courierNameOf(event.courier) };
  const message = isOrderNotificationEvent(event.state)
    ? orderNotificationIn(language, event.state, { ...event, ...courier, number: order.number })
    : await returnMessageFor(db, language, event.state, order.number, event.returnId);
  if (!message) return;
  const about = { purpose: PURPOSE, orderId: order.id, ...(order.userId ? { userId: order.userId } : {}) };
  await db.transaction(async (tx) => {
    await enqueueJob(
      tx,
      sendSmsJob,
      { to: order.phone, text: message.sms, ...about },
      {
        id: childJobId(notificationId, 'sms'),
      },
    );
    if (order.email) {
      await enqueueJob(
        tx,
        sendEmailJob,
        { to: order.email, subject: message.subject, text: message.text, ...about },
        { id: childJobId(notificationId, 'email') },
      );
    }
  });
}

/** A return's step in the buyer's words: its refund, the admin's note, who collects or where to send. */
async function returnMessageFor(
  db: Db,
  language: Language,
  event: ReturnNotificationEvent,
  number: string,
  returnId: string | undefined,
) {
  if (!returnId) return null;
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  if (!row) return null;
  const [settings] = await db.select({ hours: shopSettings.complaintHours }).from(shopSettings).limit(1);
  return returnNotificationIn(language, event, {
    number,
    hours: formatCountIn(language, settings?.hours ?? 72),
    amount: formatTakaIn(language, poishaToTaka(row.refundPoisha)),
    ...(row.adminNote ? { note: row.adminNote } : {}),
    ...(row.pickupCourier ? { courier: courierNameOf(row.pickupCourier) } : {}),
    ...(row.sendTo ? { sendTo: row.sendTo } : {}),
  });
}
