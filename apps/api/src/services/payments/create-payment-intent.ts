import { and, eq, isNull } from 'drizzle-orm';
import {
  messages,
  ORDER_TOTAL_MAX_POISHA,
  type CreatePaymentIntentResponse,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import type { PaymentProvider, ProviderIntent } from '../../payments/provider.js';
import { poishaToTaka } from '../money.js';
import { isUuid } from '../ids.js';

/** The intent to pay one of the actor's own unpaid orders; its amount is computed here, never sent. */
export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  { orderId }: { orderId: string },
  actor: SessionUser,
): Promise<CreatePaymentIntentResponse> {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, actor.id)))
    .limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.paid) throw conflict(messages.orderAlreadyPaid);

  const amountPoisha = order.pricePoisha * order.quantity;
  // Orders are refused at this size when placed; one placed before that rule can only be deleted.
  if (amountPoisha > ORDER_TOTAL_MAX_POISHA) throw badRequest(messages.orderTotalTooLarge);
  let intent: ProviderIntent | null = null;
  let cancelledIntentId: string | undefined;
  if (order.paymentIntentId) {
    const existing = await provider.retrieveIntent(order.paymentIntentId);
    if (existing?.status === 'canceled') cancelledIntentId = existing.id;
    else if (existing && existing.amountPoisha === amountPoisha) intent = existing;
  }
  if (!intent) {
    intent = await provider.createIntent({
      orderId: order.id,
      amountPoisha,
      email: order.email,
      description: `${order.productName} × ${order.quantity}`,
      replacesIntentId: cancelledIntentId,
    });
    const stored = await db
      .update(orders)
      .set({ paymentIntentId: intent.id })
      .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
      .returning({ id: orders.id });
    if (stored.length === 0) {
      // Deleted, released or paid while the intent was being made: nobody may pay it now.
      await provider.cancelIntent(intent.id);
      const [now] = await db.select({ paid: orders.paid }).from(orders).where(eq(orders.id, order.id));
      throw now?.paid ? conflict(messages.orderAlreadyPaid) : notFound(messages.orderNotFound);
    }
  }
  if (!intent.clientSecret) throw new Error(`payment intent ${intent.id} has no client secret`);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: poishaToTaka(amountPoisha),
    currency: 'bdt',
  };
}
