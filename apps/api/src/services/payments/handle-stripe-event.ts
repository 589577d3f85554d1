import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { orders, processedWebhookEvents } from '../../db/schema.js';
import { isUuid } from '../ids.js';
import { applyPayment, intentPaysOrder } from './apply-payment.js';

/**
 * A verified Stripe event. `payment_intent.succeeded` marks its order paid even when the buyer
 * never came back to the shop. Each event id is handled once, in the same transaction as its effect.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<'handled' | 'duplicate' | 'ignored'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!fresh) return 'duplicate';
    if (event.type !== 'payment_intent.succeeded') return 'ignored';

    const intent = event.data.object;
    const orderId = intent.metadata?.orderId;
    if (!orderId || !isUuid(orderId)) return 'ignored';
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    const paysOrder =
      order &&
      intentPaysOrder(
        {
          id: intent.id,
          clientSecret: null,
          status: intent.status,
          amountPoisha: intent.amount,
          currency: intent.currency,
          orderId,
        },
        order,
      );
    if (!paysOrder) return 'ignored';
    await applyPayment(tx, order.id, intent.id);
    return 'handled';
  });
}
