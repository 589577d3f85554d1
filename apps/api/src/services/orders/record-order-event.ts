import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { ORDER_EVENT_ACTORS, ORDER_EVENT_STATES } from '../../db/schema.js';
import { orderEvents, orderLines, parts } from '../../db/schema.js';
import { notifyOrderEvent } from '../notifications/notify-order-event.js';
import { followShipment } from './follow-shipment.js';

export type { Tx };

export type OrderEventActor = { by: (typeof ORDER_EVENT_ACTORS)[number]; userId: string | null };

export type OrderEventRecord = {
  orderId: string;
  state: (typeof ORDER_EVENT_STATES)[number];
  actor: OrderEventActor;
  note?: string | null;
  /** For 'shipped': who carries the parcel, and its code, for the buyer's message. */
  courier?: string | null;
  trackingCode?: string | null;
  /** For 'shipped' with an API courier: when its parcel is first looked at (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
  /** For a return's step: the return, whose facts the buyer's message reads. */
  returnId?: string;
  /** For 'returned' after returns: their stock was counted line by line on receipt (docs/returns.md). */
  keepsStock?: boolean;
};

/** A cancelled or returned order's parts go back on sale. */
async function returnStock(tx: Tx | Db, orderId: string) {
  const lines = await tx
    .select({ partId: orderLines.partId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} + ${line.quantity}` })
      .where(eq(parts.id, line.partId));
  }
}

/**
 * The one place an order's timeline is written (docs/orders.md, ADR 025, ADR 037): call it inside
 * the transaction that makes the change, so the change, its entry and its effects are committed
 * together or not at all. Every state change, every refund and every refused refund goes through
 * here, and the effects of each hang off it: the stock of a cancelled or returned order, the
 * buyer's message, and following a parcel. They only add rows and jobs, and import nothing that
 * moves an order, so no effect can call back into the state machine.
 */
export async function recordOrderEvent(tx: Tx | Db, event: OrderEventRecord): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    state: event.state,
    by: event.actor.by,
    byUserId: event.actor.userId,
    note: event.note ?? null,
    // Not now(), the transaction's start: two entries of one change keep their order. And never
    // before the order's last entry: PGlite's clock can give two quick changes the same instant.
    at: sql`greatest(clock_timestamp(), (select max(${orderEvents.at}) + interval '1 microsecond' from ${orderEvents} where ${orderEvents.orderId} = ${event.orderId}))`,
  });
  if (event.state === 'cancelled' || (event.state === 'returned' && !event.keepsStock)) {
    await returnStock(tx, event.orderId);
  }
  // The buyer hears of it (confirmed, shipped, delivered, cancelled, refunded) through a job added
  // on the same transaction: sent only if the change commits, never holding the order back.
  await notifyOrderEvent(tx, {
    orderId: event.orderId,
    state: event.state,
    ...(event.courier ? { courier: event.courier } : {}),
    ...(event.trackingCode ? { trackingCode: event.trackingCode } : {}),
    ...(event.returnId ? { returnId: event.returnId } : {}),
  });
  // A parcel handed to an API courier is followed until it is delivered.
  if (event.state === 'shipped') await followShipment(tx, event);
}
