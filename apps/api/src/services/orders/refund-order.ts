import { and, eq, inArray } from 'drizzle-orm';
import { messages, orderLifecycleMessages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { SslcommerzClient } from '../../payments/sslcommerz-client.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent, type OrderEventActor } from './record-order-event.js';
import { isProviderError, ProviderError } from '../../provider-error.js';

/** Who gives money back: the card provider, and SSLCommerz when the shop takes it. */
export type RefundProviders = { provider: PaymentProvider; sslcommerz: SslcommerzClient | null };

/**
 * Our refund_trans_id for an order (mandatory since 2025-02-24, which sslcommerz-lts 1.2.0 does not
 * send): the same for every retry, so SSLCommerz refunds an order once ("processing" the second time).
 */
export const sslcommerzRefundTransIdFor = (orderId: string) => `RF${orderId.replaceAll('-', '').slice(0, 28)}`;

/** What one refund asks of the order's provider: the whole order, or a return's part of it. */
export type RefundAsk = {
  amountPoisha: number;
  /** A part refund's own key (a return's id); none for the order's full refund. */
  key?: string;
  /** SSLCommerz's refund_trans_id: the same for every retry of this refund. */
  refundTransId: string;
  remarks: string;
};

/**
 * Asks the order's payment provider to give money back, once however often it is asked: the card
 * provider by the order (or the key), SSLCommerz by the refund_trans_id. Answers the provider's
 * reference, or throws a ProviderError (the shop's own refusals name the provider it would
 * have asked).
 */
export async function askProviderToRefund(
  providers: RefundProviders,
  order: Pick<typeof orders.$inferSelect, 'id' | 'tnxId' | 'paymentMethod'>,
  ask: RefundAsk,
): Promise<{ reference: string }> {
  const provider = order.paymentMethod === 'card' ? providers.provider.name : 'sslcommerz';
  if (!order.tnxId) throw new ProviderError(provider, 'refused', 'The order has no payment to refund.');
  if (order.paymentMethod === 'card') {
    return providers.provider.refund({
      intentId: order.tnxId,
      amountPoisha: ask.amountPoisha,
      orderId: order.id,
      ...(ask.key ? { key: ask.key } : {}),
    });
  }
  if (order.paymentMethod !== 'sslcommerz')
    throw new ProviderError(provider, 'refused', 'Cash is handed back by the shop.');
  if (!providers.sslcommerz)
    throw new ProviderError('sslcommerz', 'unavailable', 'SSLCommerz is not set up in this shop.');
  const refund = await providers.sslcommerz.initiateRefund({
    bankTranId: order.tnxId,
    refundTransId: ask.refundTransId,
    amountPoisha: ask.amountPoisha,
    remarks: ask.remarks,
    reference: order.id,
  });
  return { reference: `${refund.refundRefId} (${refund.status})` };
}

/**
 * The order's whole refund: its payment, or, for a cash-on-delivery order not paid in cash, the
 * advance it paid through SSLCommerz (ADR 063). Either way the order's one refund_trans_id.
 */
function askProvider(providers: RefundProviders, order: typeof orders.$inferSelect) {
  const ask = { refundTransId: sslcommerzRefundTransIdFor(order.id), remarks: `Order ${order.state}` };
  if (order.paymentMethod === 'cod' && !order.paid && order.advancePaidAt) {
    const advance = { id: order.id, tnxId: order.advanceTnxId, paymentMethod: 'sslcommerz' as const };
    return askProviderToRefund(providers, advance, { ...ask, amountPoisha: order.advancePoisha });
  }
  return askProviderToRefund(providers, order, { ...ask, amountPoisha: order.totalPoisha });
}

export type RefundOutcome = { isRefunded: true } | { isRefunded: false; error: ProviderError };

/**
 * Gives a cancelled or returned order's payment back through its provider (ADR 025). Called after
 * the cancel has committed, never inside its transaction: a provider may take seconds, or not
 * answer. The outcome is written with its timeline entry: 'refunded', or 'refund-failed' with the
 * provider's reason, the order's refund then 'failed' until the admin retries (POST
 * /api/admin/orders/{id}/refund). Each provider refunds an order once however often it is asked.
 */
export async function refundOrder(
  db: Db,
  providers: RefundProviders,
  orderId: string,
  actor: OrderEventActor,
): Promise<RefundOutcome> {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  const isWaiting = inArray(orders.refundStatus, ['pending', 'failed']);
  if (!order.refundStatus || order.refundStatus === 'refunded') throw conflict(orderLifecycleMessages.noRefundWaiting);
  try {
    const { reference } = await askProvider(providers, order);
    await db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({ refundStatus: 'refunded', refundProblem: null })
        .where(and(eq(orders.id, order.id), isWaiting))
        .returning({ id: orders.id });
      // Someone else's retry recorded it first.
      if (refunded) await recordOrderEvent(tx, { orderId: order.id, state: 'refunded', actor, note: reference });
    });
    return { isRefunded: true };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(orders)
        .set({ refundStatus: 'failed', refundProblem: error.message })
        .where(and(eq(orders.id, order.id), isWaiting))
        .returning({ id: orders.id });
      if (failed) await recordOrderEvent(tx, { orderId: order.id, state: 'refund-failed', actor, note: error.message });
    });
    return { isRefunded: false, error };
  }
}

/** The admin's Retry refund: refunded, or a 502/503 saying the order keeps waiting for it. */
export async function retryRefund(db: Db, providers: RefundProviders, orderId: string, actor: OrderEventActor) {
  const outcome = await refundOrder(db, providers, orderId, actor);
  if (outcome.isRefunded) return;
  throw outcome.error.kind === 'refused'
    ? new HttpError(502, orderLifecycleMessages.refundRefused)
    : new HttpError(503, orderLifecycleMessages.refundUnavailable);
}
