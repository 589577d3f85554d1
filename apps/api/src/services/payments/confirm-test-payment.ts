import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema.js';
import { messages } from '@motoforge/contract';
import { conflict, HttpError, notFound } from '../../http-error.js';
import { checkTestCard } from './test-cards.js';

type ConfirmInput = { clientSecret: string; card: { number: string; expiry: string; cvc: string } };

/**
 * The test provider's "charge the card": what Stripe.js's confirmCardPayment does against Stripe.
 * Keeps only the last four digits. A declined card leaves the intent payable with another card.
 */
export async function confirmTestPayment(db: Db, { clientSecret, card }: ConfirmInput) {
  const [intent] = await db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.clientSecret, clientSecret))
    .limit(1);
  if (!intent) throw notFound('No such payment');
  if (intent.status === 'succeeded') return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
  if (intent.status === 'canceled') throw conflict(messages.paymentCancelled);

  const problem = checkTestCard(card);
  const last4 = card.number.replace(/\D/g, '').slice(-4);
  if (problem) {
    await db
      .update(testPaymentIntents)
      .set({ lastError: problem, updatedAt: new Date() })
      .where(eq(testPaymentIntents.id, intent.id));
    throw new HttpError(402, problem);
  }
  const charged = await db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', lastError: null, cardLast4: last4, updatedAt: new Date() })
    .where(and(eq(testPaymentIntents.id, intent.id), eq(testPaymentIntents.status, 'requires_payment_method')))
    .returning({ id: testPaymentIntents.id });
  // Nothing changed: the intent was paid by a confirmation running alongside, or cancelled since it
  // was read (its order deleted or released), in which case nothing may be charged.
  if (charged.length === 0) {
    const [now] = await db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.id));
    if (now?.status !== 'succeeded') throw conflict(messages.paymentCancelled);
  }
  return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
}
