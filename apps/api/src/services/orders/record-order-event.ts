import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ORDER_EVENT_ACTORS, ORDER_EVENT_STATES } from '../../db/schema.js';
import { orderEvents } from '../../db/schema.js';
import { notifyOrderEvent } from '../notifications/notify-order-event.js';
import { followShipment } from './follow-courier.js';

/** A transaction of either driver; a plain Db works too (a one-statement change is its own transaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type OrderEventActor = { by: (typeof ORDER_EVENT_ACTORS)[number]; userId: string | null };

export type OrderEventRecord = {
  orderId: string;
  state: (typeof ORDER_EVENT_STATES)[number];
  actor: OrderEventActor;
  note?: string | null;
  /** For 'shipped': who carries the parcel, and its code, for the buyer's message. */
  courier?: string | null;
  trackingCode?: string | null;
  /** For 'shipped' with Steadfast: when its parcel is first looked at (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
};

/**
 * The one place an order's timeline is written (DESIGN.md §10, ADR 025): call it inside the
 * transaction that makes the change, so the change and its entry are committed together or not
 * at all. Every state change, every refund and every refused refund goes through here.
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
  // The buyer hears of it (confirmed, shipped, delivered, cancelled, refunded) through a job added
  // on the same transaction: sent only if the change commits, never holding the order back.
  await notifyOrderEvent(tx, {
    orderId: event.orderId,
    state: event.state,
    ...(event.courier ? { courier: event.courier } : {}),
    ...(event.trackingCode ? { trackingCode: event.trackingCode } : {}),
  });
  // A parcel handed to Steadfast is followed until it is delivered.
  if (event.state === 'shipped') await followShipment(tx, event);
}
