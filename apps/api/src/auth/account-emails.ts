import { eq } from 'drizzle-orm';
import type { Language } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { sendEmailJob } from '../jobs/send-email.js';

/** One e-mail about an account (a reset link, a verification link), in the account's language. */
export type AccountEmail = { to: string; subject: string; text: string; purpose: string; userId: string };

/** Where an account's e-mail goes out: recorded in the outbox, and sent when e-mail is set up. */
export type AccountMailer = (email: AccountEmail) => Promise<void>;

/**
 * Hands the e-mail to the job queue (jobs/send-email.ts): the request that asked for it does not
 * wait for the SMTP server, and an e-mail the server refused is tried again with backoff. Each try
 * is in the outbox, where the admin (and the embedded shop's owner) reads it.
 */
export function queuedMailer(db: Db): AccountMailer {
  return async (email) => {
    await enqueueJob(db, sendEmailJob, email);
  };
}

export async function languageOf(db: Db, userId: string): Promise<Language> {
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return account?.language === 'bn' ? 'bn' : 'en';
}

/** The page a verification link lands on, in the reader's language, unless the link names one. */
export function withLandingPage(url: string, language: Language, page: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (!callback || callback === '/') link.searchParams.set('callbackURL', `${language === 'bn' ? '/bn' : ''}${page}`);
  return link.toString();
}

type Letter = { subject: string; text: string };

export const accountLetters = {
  resetPassword: (language: Language, name: string, url: string): Letter =>
    language === 'bn'
      ? {
          subject: 'মোটোফোর্জের নতুন পাসওয়ার্ড বেছে নিন',
          text: `${name}, আপনার মোটোফোর্জ অ্যাকাউন্টের পাসওয়ার্ড বদলানোর অনুরোধ এসেছে। এক ঘণ্টার মধ্যে এই লিংকটি খুলে নতুন পাসওয়ার্ড বেছে নিন:\n${url}\n\nআপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।`,
        }
      : {
          subject: 'Choose a new MotoForge password',
          text: `Hello ${name},\n\nSomeone asked to change the password of your MotoForge account. Open this link within an hour to choose a new one:\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
        },
  verifyEmail: (language: Language, name: string, email: string, url: string): Letter =>
    language === 'bn'
      ? {
          subject: 'আপনার মোটোফোর্জ ইমেইল ঠিকানা যাচাই করুন',
          text: `${name}, ${email} ঠিকানাটি আপনার মোটোফোর্জ অ্যাকাউন্টের কিনা যাচাই করতে এই লিংকটি খুলুন:\n${url}\n\nআপনি অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।`,
        }
      : {
          subject: 'Verify your MotoForge e-mail address',
          text: `Hello ${name},\n\nOpen this link to verify that ${email} is the address of your MotoForge account:\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
        },
} as const;
