import { and, eq, sql } from 'drizzle-orm';
import { returnMessages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, parts, returnLines, returns } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent } from '../orders/record-order-event.js';
import { completeOrderIfReturned } from './refund-return.js';

/**
 * The parts of an accepted return arrived (docs/returns.md): the admin says of each line whether
 * it can be sold again, and those go back into stock. The refund then waits (the law's refund
 * deadline counts from now); a return worth nothing is done at once.
 */
export async function receiveReturn(
  db: Db,
  returnId: string,
  admin: SessionUser,
  verdicts: readonly { partId: string; resellable: boolean }[],
) {
  if (!isUuid(returnId)) throw notFound(returnMessages.returnNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update').limit(1);
    if (!row) throw notFound(returnMessages.returnNotFound);
    if (row.state !== 'accepted') throw conflict(returnMessages.receiveNotAllowed);
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, row.id));
    const isEachOnce =
      verdicts.length === lines.length &&
      lines.every((line) => verdicts.filter((verdict) => verdict.partId === line.partId).length === 1);
    if (!isEachOnce) throw badRequest(returnMessages.receiveLinesRequired);
    for (const line of lines) {
      const resellable = verdicts.find((verdict) => verdict.partId === line.partId)?.resellable ?? false;
      await tx
        .update(returnLines)
        .set({ resellable })
        .where(and(eq(returnLines.returnId, row.id), eq(returnLines.orderLineId, line.orderLineId)));
      if (resellable) {
        await tx
          .update(parts)
          .set({ availableQuantity: sql`${parts.availableQuantity} + ${line.quantity}` })
          .where(eq(parts.id, line.partId));
      }
    }
    const now = new Date();
    const isFree = row.refundPoisha === 0;
    await tx
      .update(returns)
      .set({
        state: isFree ? 'refunded' : 'received',
        receivedAt: now,
        refundStatus: isFree ? null : 'pending',
        refundRequestedAt: isFree ? null : now,
        refundedAt: isFree ? now : null,
      })
      .where(eq(returns.id, row.id));
    const actor = { by: 'admin' as const, userId: admin.id };
    await recordOrderEvent(tx, { orderId: row.orderId, state: 'return-received', actor, returnId: row.id });
    if (isFree) await completeOrderIfReturned(tx, row.orderId, actor);
    const [order] = await tx
      .select({ paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    return { orderId: row.orderId, paymentMethod: order?.paymentMethod ?? 'card', isRefundWaiting: !isFree };
  });
}
