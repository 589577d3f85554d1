import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  isAdvanceDue,
  orderLifecycleMessages,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES_MAX,
  PHONE_CODES_PER_ACCOUNT_PER_DAY,
  PHONE_CODES_PER_PHONE_PER_HOUR,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, outbox, phoneCodes, users } from '../../db/schema.js';
import { conflict, HttpError } from '../../http-error.js';
import { transitionOrder } from '../orders/transition-order.js';
import type { SmsTransport } from '../../notifications/sms-transport.js';
import { getOwnOrder } from '../orders/get-order-for-actor.js';
import { rememberVerifiedPhone } from '../accounts/password-reset-sms.js';
import {
  checkOneTimeCode,
  newOneTimeCode,
  oneTimeCodeSms,
  replaceableBefore,
  tooSoon,
} from '../outbox/one-time-code.js';
import { sendSms } from '../outbox/send-sms.js';

const PURPOSE = 'phone-code';
const MINUTE_MS = 60_000;
const tooMany = (message: string) => new HttpError(429, message);

async function ownCodOrder(db: Db, orderId: string, actor: SessionUser) {
  const order = await getOwnOrder(db, orderId, actor);
  if (order.paymentMethod !== 'cod' || order.state !== 'placed') throw conflict(checkoutMessages.phoneCodeNotNeeded);
  // Its advance, paid online, confirms it instead (ADR 063).
  if (isAdvanceDue(order)) throw conflict(orderLifecycleMessages.advanceDue);
  return order;
}

/**
 * Refuses (429) when the phone, or the account, has had as many codes as it may for now: checked
 * before a cash-on-delivery order is placed too, so no order is left waiting for a code it cannot get.
 */
export async function assertPhoneCodeAllowed(db: Db, phone: string, userId: string, now = new Date()) {
  const sentSince = (since: Date, column: typeof outbox.to | typeof outbox.userId, value: string) =>
    db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(column, value), eq(outbox.purpose, PURPOSE), gt(outbox.createdAt, since)));
  const [[toPhone], [toAccount]] = await Promise.all([
    sentSince(new Date(now.getTime() - 60 * MINUTE_MS), outbox.to, phone),
    sentSince(new Date(now.getTime() - 24 * 60 * MINUTE_MS), outbox.userId, userId),
  ]);
  if ((toPhone?.n ?? 0) >= PHONE_CODES_PER_PHONE_PER_HOUR || (toAccount?.n ?? 0) >= PHONE_CODES_PER_ACCOUNT_PER_DAY) {
    throw tooMany(checkoutMessages.phoneCodesTooMany);
  }
}

/**
 * Sends a new 6-digit code to a cash-on-delivery order's phone (docs/product.md#cash-on-delivery): at most once a
 * minute per order, and a few times per phone and per account, counted from the outbox. Only the
 * code's hash is kept; the code itself is in the SMS, and so in the outbox, and nowhere else.
 */
export async function sendPhoneCode(
  db: Db,
  sms: SmsTransport | null,
  orderId: string,
  actor: SessionUser,
  now = new Date(),
): Promise<void> {
  const order = await ownCodOrder(db, orderId, actor);
  const [current] = await db.select().from(phoneCodes).where(eq(phoneCodes.orderId, order.id)).limit(1);
  if (current) {
    const wait = Math.ceil((current.sentAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw tooSoon(wait);
  }
  await assertPhoneCodeAllowed(db, order.phone, actor.id, now);

  const { code, kept } = newOneTimeCode(order.id, now);
  const row = { orderId: order.id, ...kept };
  // Replaced only if no other request replaced it in the meantime (the resend gap holds under races).
  const stored = await db
    .insert(phoneCodes)
    .values(row)
    .onConflictDoUpdate({
      target: phoneCodes.orderId,
      set: row,
      setWhere: lt(phoneCodes.sentAt, replaceableBefore(now)),
    })
    .returning({ orderId: phoneCodes.orderId });
  if (stored.length === 0) throw tooSoon();
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.id));
  await sendSms(db, sms, {
    to: order.phone,
    text: oneTimeCodeSms('order', code, account?.language ?? 'en'),
    purpose: PURPOSE,
    userId: actor.id,
    orderId: order.id,
  });
}

/**
 * Confirms a cash-on-delivery order by the code sent to its phone: `placed` → `confirmed`. Each
 * try is counted before it is checked, so no burst of guesses gets more than PHONE_CODE_TRIES_MAX.
 */
export async function verifyPhoneCode(db: Db, orderId: string, code: string, actor: SessionUser, now = new Date()) {
  const mine = await getOwnOrder(db, orderId, actor);
  // Confirmed already (a second tap, a retry): nothing to do.
  if (mine.paymentMethod === 'cod' && mine.phoneConfirmedAt) return;
  const order = await ownCodOrder(db, orderId, actor);
  const [attempt] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.orderId, order.id), lt(phoneCodes.tries, PHONE_CODE_TRIES_MAX)))
    .returning();
  const isLocked = async () =>
    (await db.select({ tries: phoneCodes.tries }).from(phoneCodes).where(eq(phoneCodes.orderId, order.id))).length > 0;
  await checkOneTimeCode(attempt, isLocked, { scope: order.id, code, now });
  await db.transaction(async (tx) => {
    // Locked, so a second tap waits for the first and then finds the order confirmed.
    const [current] = await tx
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update')
      .limit(1);
    if (current?.state === 'placed') {
      await transitionOrder(tx, { orderId: order.id, move: 'confirm-phone', actor: { by: 'buyer', userId: actor.id } });
    }
    await tx.delete(phoneCodes).where(eq(phoneCodes.orderId, order.id));
    // The phone is now proven to be this account's: where "Forgot password?" can send a code.
    await rememberVerifiedPhone(tx, actor.id, order.phone, now);
  });
}
