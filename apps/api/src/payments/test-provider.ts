import { PAYMENT_CURRENCY } from '@motoforge/contract';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { testPaymentIntents, testPaymentRefunds } from '../db/schema.js';
import { type PaymentProvider, type ProviderIntent, type RefundRequest } from './provider.js';
import { ProviderError } from '../provider-error.js';

const token = () => randomBytes(12).toString('hex');
/** Tries at a get-or-create that keeps meeting an intent cancelled between its two statements. */
const ATTEMPTS = 5;
/** The partial unique index's predicate, written as in the schema so PostgreSQL can infer it. */
const isLive = sql`${testPaymentIntents.status} <> 'canceled'`;

function toIntent(row: typeof testPaymentIntents.$inferSelect): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPoisha: row.amountPoisha,
    currency: row.currency,
    orderId: row.orderId,
  };
}

/**
 * The built-in provider for the embedded default: intents live in our database and are confirmed
 * by POST /api/test-payments/confirm with Stripe's test cards (services/payments/confirm-test-payment.ts).
 */
export function createTestProvider(db: Db): PaymentProvider {
  // Conditional, as Stripe's is: an intent the buyer has just paid stays paid.
  const cancel = (id: string) =>
    db
      .update(testPaymentIntents)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')));
  const retrieveIntent = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
    return row ? toIntent(row) : null;
  };
  return {
    name: 'test',
    // Get-or-create in one statement: the partial unique index allows one live intent per order,
    // so of any number of simultaneous calls (in any process) one inserts and the rest read it.
    async createIntent({ orderId, amountPoisha }) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const id = `pi_test_${token()}`;
        const [created] = await db
          .insert(testPaymentIntents)
          .values({ id, clientSecret: `${id}_secret_${token()}`, orderId, amountPoisha, currency: PAYMENT_CURRENCY })
          .onConflictDoNothing({ target: testPaymentIntents.orderId, where: isLive })
          .returning();
        if (created) return toIntent(created);
        const [live] = await db
          .select()
          .from(testPaymentIntents)
          .where(and(eq(testPaymentIntents.orderId, orderId), isLive))
          .limit(1);
        if (live?.amountPoisha === amountPoisha) return toIntent(live);
        // A live intent for another amount is a different payment: cancelled, unless already paid.
        if (live?.status === 'succeeded') return toIntent(live);
        if (live) await cancel(live.id);
        // Otherwise it was cancelled between the two statements: insert again.
      }
      throw new Error(`no payment intent could be made for order ${orderId}`);
    },
    retrieveIntent,
    async cancelIntent(id) {
      await cancel(id);
      return retrieveIntent(id);
    },
    // Once per intent, like Stripe's refund with an idempotency key: asking again answers the same.
    async refund({ intentId, amountPoisha, orderId, key }) {
      if (key) return refundPart(db, { intentId, amountPoisha, orderId, key });
      const isThisPayment = and(
        eq(testPaymentIntents.id, intentId),
        eq(testPaymentIntents.orderId, orderId),
        eq(testPaymentIntents.status, 'succeeded'),
        eq(testPaymentIntents.amountPoisha, amountPoisha),
      );
      await db
        .update(testPaymentIntents)
        .set({ refundedAt: new Date(), updatedAt: new Date() })
        .where(and(isThisPayment, isNull(testPaymentIntents.refundedAt)));
      const [refunded] = await db
        .select({ id: testPaymentIntents.id })
        .from(testPaymentIntents)
        .where(isThisPayment)
        .limit(1);
      if (!refunded) throw new ProviderError('test', 'refused', 'No succeeded payment of this amount for this order.');
      return { reference: `re_test_${intentId}` };
    },
  };
}

/**
 * A return's part refund (docs/returns.md): once per key, and never more than the payment has left,
 * checked with the intent's row locked so two keys asked at once cannot both take the last taka.
 */
async function refundPart(db: Db, { intentId, amountPoisha, orderId, key }: Required<RefundRequest>) {
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(testPaymentIntents)
      .where(
        and(
          eq(testPaymentIntents.id, intentId),
          eq(testPaymentIntents.orderId, orderId),
          eq(testPaymentIntents.status, 'succeeded'),
        ),
      )
      .for('update')
      .limit(1);
    if (!intent) throw new ProviderError('test', 'refused', 'No succeeded payment for this order.');
    const [earlier] = await tx.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.key, key)).limit(1);
    if (earlier) return { reference: `re_test_${key}` };
    const [given] = await tx
      .select({ total: sql<number>`coalesce(sum(${testPaymentRefunds.amountPoisha}), 0)::int` })
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.intentId, intentId));
    const left = intent.refundedAt ? 0 : intent.amountPoisha - (given?.total ?? 0);
    if (amountPoisha <= 0 || amountPoisha > left) {
      throw new ProviderError('test', 'refused', 'That is more than is left of this payment to refund.');
    }
    await tx.insert(testPaymentRefunds).values({ key, intentId, amountPoisha });
    return { reference: `re_test_${key}` };
  });
}
