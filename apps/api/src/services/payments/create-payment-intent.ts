import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  orderLifecycleMessages,
  messages,
  ORDER_TOTAL_MAX_POISHA,
  type CreatePaymentIntentResponse,
  type SessionUser,
  poishaToTaka,
  PAYMENT_CURRENCY,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { type PaymentProvider, type ProviderIntent } from '../../payments/provider.js';
import { ownedBy } from '../access.js';
import { isUuid } from '../ids.js';

/** Times a caller reads the order again after another caller moved its intent meanwhile. */
const ATTEMPTS = 5;

/**
 * The intent to pay one of the actor's own unpaid orders, named by one of its bookings (the spec's
 * payment page knows a booking); its amount is the order's, computed here, never sent.
 *
 * One live intent per order, whatever the concurrency (two tabs, two server processes): the
 * provider's create is itself a get-or-create (the test provider's partial unique index, Stripe's
 * idempotency key), and the order's intent moves only by a compare-and-set on the order row, so
 * callers that raced converge on the one intent the order holds. Every intent a provider answers
 * is added to the order's list in that same UPDATE, before its secret leaves the server, so a
 * delete or release cancels it (release-unpaid-order.ts).
 */
export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  { bookingId }: { bookingId: string },
  actor: SessionUser,
): Promise<CreatePaymentIntentResponse> {
  if (!isUuid(bookingId)) throw notFound(messages.orderNotFound);
  const [booking] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.id, bookingId))
    .limit(1);
  if (!booking) throw notFound(messages.orderNotFound);
  const { orderId } = booking;
  const lines = await db
    .select({ productName: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(orders.userId, actor)))
      .limit(1);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paid) throw conflict(messages.orderAlreadyPaid);
    if (order.state === 'cancelled') throw conflict(orderLifecycleMessages.orderCancelled);
    // Cash on delivery and SSLCommerz orders are paid their own way, never by a card here.
    if (order.paymentMethod !== 'card') throw conflict(checkoutMessages.notPaidByCard);

    const amountPoisha = order.totalPoisha;
    // Orders are refused at this size when placed; one placed before that rule can only be deleted.
    if (amountPoisha > ORDER_TOTAL_MAX_POISHA) throw badRequest(messages.orderTotalTooLarge);
    const current = order.paymentIntentId ? await provider.retrieveIntent(order.paymentIntentId) : null;
    if (current && current.status !== 'canceled') {
      if (current.amountPoisha === amountPoisha) return answer(current, amountPoisha);
      // Made for another amount (an order from before prices were copied): never payable now.
      await provider.cancelIntent(current.id);
    }

    const intent = await provider.createIntent({
      orderId: order.id,
      amountPoisha,
      email: order.email,
      description: lines.map((line) => `${line.productName} × ${line.quantity}`).join(', '),
      replacesIntentId: order.paymentIntentId ?? undefined,
    });
    const [stored] = await db
      .update(orders)
      .set({
        paymentIntentIds: sql`case when ${intent.id} = any(${orders.paymentIntentIds}) then ${orders.paymentIntentIds}
          else array_append(${orders.paymentIntentIds}, ${intent.id}::text) end`,
        paymentIntentId: sql`case when ${orders.paymentIntentId} is not distinct from ${order.paymentIntentId}::text
          then ${intent.id}::text else ${orders.paymentIntentId} end`,
      })
      .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
      .returning({ paymentIntentId: orders.paymentIntentId });
    if (!stored) {
      // Deleted, released or paid while the intent was being made: nobody may pay it now.
      await provider.cancelIntent(intent.id);
      const [now] = await db.select({ paid: orders.paid }).from(orders).where(eq(orders.id, order.id));
      throw now?.paid ? conflict(messages.orderAlreadyPaid) : notFound(messages.orderNotFound);
    }
    if (stored.paymentIntentId === intent.id && intent.status !== 'canceled') return answer(intent, amountPoisha);
    // Another caller moved the order's intent first: read the order again and use that one.
    // (An intent of ours that lost is on the order's list, so a release cancels it too.)
  }
  throw conflict(messages.orderBeingPaid);
}

function answer(intent: ProviderIntent, amountPoisha: number): CreatePaymentIntentResponse {
  if (!intent.clientSecret) throw new Error(`payment intent ${intent.id} has no client secret`);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: poishaToTaka(amountPoisha),
    currency: PAYMENT_CURRENCY,
  };
}
