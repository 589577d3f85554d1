import { and, eq, inArray, sql } from 'drizzle-orm';
import { MANUAL_REFUND_METHOD_IDS, messages, returnMessages, type ManualRefundMethodId } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { orderLines, orders, returnLines, returns } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent, type OrderEventActor } from '../orders/record-order-event.js';
import { askProviderToRefund, type RefundProviders } from '../orders/refund-order.js';
import { isProviderError } from '../../provider-error.js';

/** SSLCommerz's refund_trans_id for a return: the same for every retry, so it refunds once. */
export const sslcommerzReturnTransIdFor = (returnId: string) => `RT${returnId.replaceAll('-', '').slice(0, 28)}`;

const METHOD_NAMES: Record<ManualRefundMethodId, string> = { bkash: 'bKash', bank: 'Bank transfer' };

/**
 * When every part of a delivered order has come back and been refunded, the order itself is
 * returned (docs/returns.md): a partial return leaves it delivered. Its stock was counted line by
 * line on receipt, so this move puts none back.
 */
export async function completeOrderIfReturned(tx: Tx | Db, orderId: string, actor: OrderEventActor) {
  const [left] = await tx
    .select({
      count: sql<number>`count(*)::int`,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        sql`${orderLines.quantity} > coalesce((select sum(${returnLines.quantity}) from ${returnLines}
          join ${returns} on ${returns.id} = ${returnLines.returnId}
          where ${returnLines.orderLineId} = ${orderLines.id} and ${returns.state} = 'refunded'), 0)`,
      ),
    );
  if ((left?.count ?? 1) > 0) return;
  const [moved] = await tx
    .update(orders)
    .set({ state: 'returned' })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'delivered')))
    .returning({ id: orders.id });
  if (moved) await recordOrderEvent(tx, { orderId, state: 'returned', actor, keepsStock: true });
}

async function markRefunded(db: Db, returnId: string, reference: string, actor: OrderEventActor) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(returns)
      .set({
        state: 'refunded',
        refundStatus: 'refunded',
        refundProblem: null,
        refundReference: reference,
        refundedAt: new Date(),
      })
      .where(
        and(
          eq(returns.id, returnId),
          eq(returns.state, 'received'),
          inArray(returns.refundStatus, ['pending', 'failed']),
        ),
      )
      .returning();
    // Someone else's try recorded it first.
    if (!done) return;
    await recordOrderEvent(tx, { orderId: done.orderId, state: 'return-refunded', actor, note: reference, returnId });
    await completeOrderIfReturned(tx, done.orderId, actor);
  });
}

/**
 * Gives a received return's money back (docs/returns.md): through the order's provider once,
 * however often and by however many admins it is asked (the provider's key is the return's id), or
 * for a cash-on-delivery order, as the shop sent it (bKash or a bank transfer) with its reference.
 * A provider that refuses or does not answer leaves the refund waiting, to be asked again: 502 or
 * 503 with why.
 */
export async function refundReturn(
  db: Db,
  providers: RefundProviders,
  returnId: string,
  actor: OrderEventActor,
  manual: { method?: ManualRefundMethodId; reference?: string } = {},
) {
  if (!isUuid(returnId)) throw notFound(returnMessages.returnNotFound);
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  if (!row) throw notFound(returnMessages.returnNotFound);
  const isWaiting = row.state === 'received' && (row.refundStatus === 'pending' || row.refundStatus === 'failed');
  if (!isWaiting) throw conflict(returnMessages.refundNotAllowed);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
  if (!order) throw notFound(messages.orderNotFound);

  if (order.paymentMethod === 'cod') {
    if (!manual.method || !MANUAL_REFUND_METHOD_IDS.includes(manual.method) || !manual.reference) {
      throw badRequest(returnMessages.manualRefundRequired);
    }
    return markRefunded(db, row.id, `${METHOD_NAMES[manual.method]} ${manual.reference}`, actor);
  }
  try {
    const { reference } = await askProviderToRefund(providers, order, {
      amountPoisha: row.refundPoisha,
      key: row.id,
      refundTransId: sslcommerzReturnTransIdFor(row.id),
      remarks: `Return of order ${order.number}`,
    });
    await markRefunded(db, row.id, reference, actor);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(returns)
        .set({ refundStatus: 'failed', refundProblem: error.message })
        .where(
          and(
            eq(returns.id, row.id),
            eq(returns.state, 'received'),
            inArray(returns.refundStatus, ['pending', 'failed']),
          ),
        )
        .returning({ id: returns.id });
      if (failed) {
        await recordOrderEvent(tx, {
          orderId: row.orderId,
          state: 'return-refund-failed',
          actor,
          note: error.message,
          returnId: row.id,
        });
      }
    });
    throw error.kind === 'refused'
      ? new HttpError(502, returnMessages.refundRefused)
      : new HttpError(503, returnMessages.refundUnavailable);
  }
}
