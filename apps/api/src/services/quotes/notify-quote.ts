import { eq } from 'drizzle-orm';
import {
  formatDateIn,
  formatTakaIn,
  quoteNotificationIn,
  type Language,
  type QuoteNotificationEvent,
} from '@motoforge/contract';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { sendEmailJob } from '../../jobs/send-email.js';
import { sendSmsJob } from '../../jobs/send-sms.js';
import { languageOf } from '../business-accounts/notify-business-account.js';

const PURPOSE = 'quote';

/** What a quote's messages say, before each is written in its reader's language. */
export type QuoteNews = {
  number: string;
  businessName: string;
  note: string;
  /** Taka, before delivery. */
  total?: number;
  /** `YYYY-MM-DD`. */
  validUntil?: string;
};

const messageIn = (language: Language, event: QuoteNotificationEvent, news: QuoteNews) =>
  quoteNotificationIn(language, event, {
    number: news.number,
    businessName: news.businessName,
    note: news.note,
    ...(news.total === undefined ? {} : { total: formatTakaIn(language, news.total) }),
    ...(news.validUntil === undefined
      ? {}
      : {
          validUntil: formatDateIn(language, `${news.validUntil}T12:00:00Z`, {
            dateStyle: 'long',
            timeZone: 'Asia/Dhaka',
          }),
        }),
  });

/**
 * Tells every admin of a request or an acceptance by e-mail, each in their own language. Called on
 * the quote's transaction: the jobs exist only if it commits (as notifyOrderEvent does for orders).
 */
export async function notifyAdminsOfQuote(
  tx: Tx,
  event: Extract<QuoteNotificationEvent, 'requested' | 'accepted'>,
  news: QuoteNews,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const admin of admins) {
    const message = messageIn(languageOf(admin.language), event, news);
    await enqueueJob(tx, sendEmailJob, {
      to: admin.email,
      subject: message.subject,
      text: message.text,
      purpose: PURPOSE,
      userId: admin.id,
    });
  }
}

/**
 * Tells the buyer the admin's answer, by SMS to the business account's phone (when it has one)
 * and by e-mail, in the buyer's language.
 */
export async function notifyBuyerOfQuote(
  tx: Tx,
  buyer: { id: string; email: string; language: string; phone: string | null },
  event: Extract<QuoteNotificationEvent, 'priced' | 'refused'>,
  news: QuoteNews,
): Promise<void> {
  const message = messageIn(languageOf(buyer.language), event, news);
  const about = { purpose: PURPOSE, userId: buyer.id };
  if (buyer.phone) await enqueueJob(tx, sendSmsJob, { to: buyer.phone, text: message.sms, ...about });
  await enqueueJob(tx, sendEmailJob, { to: buyer.email, subject: message.subject, text: message.text, ...about });
}
