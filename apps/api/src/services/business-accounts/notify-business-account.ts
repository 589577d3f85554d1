import { eq } from 'drizzle-orm';
import {
  businessAccountNotificationIn,
  LANGUAGES,
  type BusinessAccountEvent,
  type BusinessApplicationFacts,
  type Language,
} from '@motoforge/contract';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { sendEmailJob } from '../../jobs/send-email.js';
import { sendSmsJob } from '../../jobs/send-sms.js';

const PURPOSE = 'business-account';

/** The language an account is written to in: its own, or English for a value the shop does not speak. */
export const languageOf = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';

/**
 * Tells every admin of a new application by e-mail, each in their own language. Called on the
 * application's transaction: the jobs exist only if it commits, and a mail server that is down
 * never holds the application back (as notifyOrderEvent does for orders).
 */
export async function notifyAdminsOfApplication(tx: Tx, facts: BusinessApplicationFacts): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const admin of admins) {
    const message = businessAccountNotificationIn(languageOf(admin.language), 'applied', facts);
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
 * Tells the buyer the admin's answer (or their removal from a group), by SMS to the application's
 * phone and by e-mail, in the buyer's language.
 */
export async function notifyBuyerOfDecision(
  tx: Tx,
  buyer: { id: string; email: string; language: string; phone: string },
  event: Exclude<BusinessAccountEvent, 'applied'>,
  facts: BusinessApplicationFacts,
): Promise<void> {
  const message = businessAccountNotificationIn(languageOf(buyer.language), event, facts);
  const about = { purpose: PURPOSE, userId: buyer.id };
  await enqueueJob(tx, sendSmsJob, { to: buyer.phone, text: message.sms, ...about });
  await enqueueJob(tx, sendEmailJob, {
    to: buyer.email,
    subject: message.subject,
    text: message.text,
    ...about,
  });
}
