import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { testPaymentIntents } from '../db/schema.js';
import { CURRENCY, type PaymentProvider, type ProviderIntent } from './provider.js';

const token = () => randomBytes(12).toString('hex');

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
  const retrieveIntent = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
    return row ? toIntent(row) : null;
  };
  return {
    name: 'test',
    async createIntent({ orderId, amountPoisha }) {
      const [existing] = await db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.orderId, orderId), ne(testPaymentIntents.status, 'canceled')))
        .limit(1);
      if (existing && existing.amountPoisha === amountPoisha) return toIntent(existing);
      const id = `pi_test_${token()}`;
      const [row] = await db
        .insert(testPaymentIntents)
        .values({ id, clientSecret: `${id}_secret_${token()}`, orderId, amountPoisha, currency: CURRENCY })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toIntent(row);
    },
    retrieveIntent,
    async cancelIntent(id) {
      // Conditional, as Stripe's is: an intent the buyer has just paid stays paid.
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')));
      return retrieveIntent(id);
    },
  };
}
