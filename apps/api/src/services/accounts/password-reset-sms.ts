import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { checkoutMessages, PHONE_CODE_TRIES_MAX } from '@motoforge/contract';
import type { Auth } from '../../auth/auth.js';
import { authCall } from '../../auth/auth-context-release.js';
import type { Db } from '../../db/client.js';
import { passwordResetCodes, users } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import type { SmsTransport } from '../../notifications/sms-transport.js';
import {
  checkOneTimeCode,
  newOneTimeCode,
  oneTimeCodeSms,
  replaceableBefore,
  tooSoon,
} from '../outbox/one-time-code.js';
import { sendSms } from '../outbox/send-sms.js';

const PURPOSE = 'password-reset';
/** A reset code is bound to its phone. */
const scopeOf = (phone: string) => `reset:${phone}`;

/**
 * The account that last proved it holds `phone` keeps it: called in the transaction that accepts a
 * cash-on-delivery code typed by `userId`. Another account that had the number loses it.
 */
export async function rememberVerifiedPhone(tx: Db, userId: string, phone: string, now = new Date()) {
  await tx
    .update(users)
    .set({ phoneNumber: null, phoneNumberVerifiedAt: null })
    .where(and(eq(users.phoneNumber, phone), ne(users.id, userId)));
  await tx.update(users).set({ phoneNumber: phone, phoneNumberVerifiedAt: now }).where(eq(users.id, userId));
}

/**
 * "Forgot password?" by SMS: a new code for `phone`, sent only when an account has confirmed that
 * phone. The answer, and the one-a-minute limit, are the same either way, so nobody learns which
 * numbers have accounts.
 */
export async function requestPasswordResetSms(db: Db, sms: SmsTransport | null, phone: string, now = new Date()) {
  const [account] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  const { code, kept } = newOneTimeCode(scopeOf(phone), now);
  const row = { phone, userId: account?.id ?? null, ...kept };
  // Replaced only when the last code is older than the resend gap, also under concurrent requests.
  const stored = await db
    .insert(passwordResetCodes)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetCodes.phone,
      set: row,
      setWhere: lt(passwordResetCodes.sentAt, replaceableBefore(now)),
    })
    .returning({ phone: passwordResetCodes.phone });
  if (stored.length === 0) throw tooSoon();
  if (!account) return;
  const text = oneTimeCodeSms('password-reset', code, account.language);
  await sendSms(db, sms, { to: phone, text, purpose: PURPOSE, userId: account.id });
}

/**
 * Sets a new password with the code sent to the phone. Every try is counted before it is checked
 * (five at most); the right code is used up, the new password hashed as better-auth hashes its own,
 * and every session of the account ends.
 */
export async function resetPasswordBySms(
  db: Db,
  auth: Auth,
  { phone, code, password }: { phone: string; code: string; password: string },
  now = new Date(),
) {
  const [attempt] = await db
    .update(passwordResetCodes)
    .set({ tries: sql`${passwordResetCodes.tries} + 1` })
    .where(and(eq(passwordResetCodes.phone, phone), lt(passwordResetCodes.tries, PHONE_CODE_TRIES_MAX)))
    .returning();
  const isLocked = async () =>
    (
      await db
        .select({ tries: passwordResetCodes.tries })
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.phone, phone))
    ).length > 0;
  // A code sent to a number no account has confirmed is never right.
  const checked = await checkOneTimeCode(attempt, isLocked, {
    scope: scopeOf(phone),
    code,
    now,
    isUsable: Boolean(attempt?.userId),
  });
  // Used once: of two requests with the right code, only the one that deletes it goes on.
  const [used] = await db
    .delete(passwordResetCodes)
    .where(and(eq(passwordResetCodes.phone, phone), eq(passwordResetCodes.codeHash, checked.codeHash)))
    .returning({ userId: passwordResetCodes.userId });
  if (!used?.userId) throw badRequest(checkoutMessages.phoneCodeExpired);
  const userId = used.userId;
  await authCall(async () => {
    const context = await auth.$context;
    const hash = await context.password.hash(password);
    if (await context.internalAdapter.findCredentialAccount(userId)) {
      await context.internalAdapter.updatePassword(userId, hash);
    } else {
      await context.internalAdapter.createAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      });
    }
    await context.internalAdapter.deleteUserSessions(userId);
  });
}
