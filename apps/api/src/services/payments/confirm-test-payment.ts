import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, testPaymentIntents } from '../../db/schema.js';
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
  if (!intent) throw notFound(messages.paymentNotFound);
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
  // Charged only while its order exists unpaid: the order row is locked until the charge commits,
  // so a delete or release of the order waits for it (and then finds it paid), or goes first (and
  // this finds the order gone, or the intent cancelled).
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ paid: orders.paid })
      .from(orders)
      .where(eq(orders.id, intent.orderId))
      .for('update');
    const isPayable = and(
      eq(testPaymentIntents.id, intent.id),
      eq(testPaymentIntents.status, 'requires_payment_method'),
    );
    if (!order || order.paid) {
      // Nobody may pay this intent any more.
      await tx.update(testPaymentIntents).set({ status: 'canceled', updatedAt: new Date() }).where(isPayable);
      return order ? 'order paid' : 'cancelled';
    }
    const charged = await tx
      .update(testPaymentIntents)
      .set({ status: 'succeeded', lastError: null, cardLast4: last4, updatedAt: new Date() })
      .where(isPayable)
      .returning({ id: testPaymentIntents.id });
    if (charged.length > 0) return 'succeeded';
    // Nothing changed: the intent was paid by a confirmation running alongside, or cancelled since it
    // was read (its order deleted or released), in which case nothing may be charged.
    const [now] = await tx
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.id));
    return now?.status === 'succeeded' ? 'succeeded' : 'cancelled';
  });
  if (outcome === 'order paid') throw conflict(messages.orderAlreadyPaid);
  if (outcome === 'cancelled') throw conflict(messages.paymentCancelled);
  return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
}
