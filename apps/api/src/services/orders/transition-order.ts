import { eq, sql } from 'drizzle-orm';
import { checkoutMessages, messages, orderLifecycleMessages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import type { ORDER_STATES } from '../../db/schema.js';
import { orderLines, orders, parts } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent, type OrderEventActor, type Tx } from './record-order-event.js';

export type OrderState = (typeof ORDER_STATES)[number];
export type OrderRow = typeof orders.$inferSelect;

/** Where an order may go by the machine (DESIGN.md §10); 'confirmed' comes from a payment or a phone code. */
export type TransitionTarget = 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export type TransitionRequest = {
  orderId: string;
  to: TransitionTarget;
  actor: OrderEventActor;
  note?: string | null;
  /** 'shipped': who carries it, its code, and Steadfast's consignment when Steadfast does. */
  courier?: string;
  trackingCode?: string;
  steadfastConsignmentId?: number;
  /** 'shipped' with Steadfast: when its parcel is first looked at (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
  /** 'delivered' by the admin's Cash collected: a COD order paid at the door, from confirmed on. */
  isCashCollected?: boolean;
  /** The spec's Approve Order ships a confirmed order without packing it first. */
  isApproval?: boolean;
};

/** From which states each actor may move an order to each target. */
const ALLOWED_FROM: Record<TransitionTarget, Partial<Record<OrderEventActor['by'], readonly OrderState[]>>> = {
  packed: { admin: ['confirmed'] },
  shipped: { admin: ['packed'] },
  delivered: { admin: ['shipped'], system: ['shipped'] },
  cancelled: { buyer: ['placed', 'confirmed'], admin: ['placed', 'confirmed', 'packed'], system: ['placed'] },
  returned: { admin: ['delivered'] },
};

const REFUSAL: Record<TransitionTarget, string> = {
  packed: orderLifecycleMessages.packNotAllowed,
  shipped: orderLifecycleMessages.shipNotAllowed,
  delivered: orderLifecycleMessages.deliverNotAllowed,
  cancelled: orderLifecycleMessages.adminCancelTooLate,
  returned: orderLifecycleMessages.returnNotAllowed,
};

function statesAllowed(request: Pick<TransitionRequest, 'to' | 'actor' | 'isCashCollected' | 'isApproval'>) {
  if (request.isCashCollected) return ['confirmed', 'packed', 'shipped'] as const;
  if (request.isApproval) return ['confirmed', 'packed'] as const;
  return ALLOWED_FROM[request.to][request.actor.by] ?? [];
}

/** Whether the machine lets this actor make this change to an order as it stands (no refusal thrown). */
export function canTransition(
  order: Pick<OrderRow, 'state' | 'paymentMethod' | 'paid'>,
  request: Pick<TransitionRequest, 'to' | 'actor' | 'isCashCollected' | 'isApproval'>,
): boolean {
  if (!(statesAllowed(request) as readonly OrderState[]).includes(order.state)) return false;
  if (request.isCashCollected) return order.paymentMethod === 'cod' && !order.paid;
  // An order paid online is paid before it is confirmed; only cash is paid at the door.
  if (request.to === 'delivered') return order.paid || order.paymentMethod === 'cod';
  return true;
}

function refusalOf(order: OrderRow, request: TransitionRequest): string {
  if (request.isCashCollected) return checkoutMessages.cashNotCollectable;
  if (request.to === 'cancelled' && request.actor.by === 'buyer') return orderLifecycleMessages.buyerCancelTooLate;
  if (request.to === 'delivered' && order.state === 'shipped') return orderLifecycleMessages.deliveredUnpaid;
  return REFUSAL[request.to];
}

async function returnStock(tx: Tx, orderId: string) {
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

/** What the change writes on the order row, besides its state. */
function changesFor(order: OrderRow, request: TransitionRequest, now: Date): Partial<OrderRow> {
  switch (request.to) {
    case 'shipped':
      // The spec's status: shipping from here on.
      return {
        status: true,
        courier: request.courier ?? null,
        trackingCode: request.trackingCode ?? null,
        steadfastConsignmentId: request.steadfastConsignmentId ?? order.steadfastConsignmentId,
      };
    case 'delivered':
      // Cash on delivery: the rider (or the shop's counter) took the cash, so it is paid.
      return order.paid ? { status: true } : { status: true, paid: true, paidAt: now };
    case 'cancelled':
    case 'returned':
      // A cash-on-delivery order's money is handed back by the shop, not through a provider.
      return { refundStatus: order.paid ? (order.paymentMethod === 'cod' ? 'refunded' : 'pending') : null };
    default:
      return {};
  }
}

/**
 * The order state machine (DESIGN.md §10, ADR 025). In one transaction: the order's row is locked
 * (FOR UPDATE), so of two admins shipping and cancelling it at once one waits for the other and
 * then finds the state moved on; the change is checked against the machine, written, the stock of
 * a cancelled or returned order put back, and the timeline entry recorded. A change the machine
 * does not allow is a 409 with its reason. Money never moves here: a refund is asked of its provider
 * after the commit (refund-order.ts), so a slow provider never holds the row.
 */
export async function transitionOrder(db: Db, request: TransitionRequest): Promise<OrderRow> {
  if (!isUuid(request.orderId)) throw notFound(messages.orderNotFound);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update').limit(1);
    if (!order) throw notFound(messages.orderNotFound);
    if (!canTransition(order, request)) throw conflict(refusalOf(order, request));
    const now = new Date();
    const [changed] = await tx
      .update(orders)
      .set({ ...changesFor(order, request, now), state: request.to })
      .where(eq(orders.id, order.id))
      .returning();
    if (!changed) throw notFound(messages.orderNotFound);
    if (request.to === 'cancelled' || request.to === 'returned') await returnStock(tx, order.id);
    await recordOrderEvent(tx, {
      orderId: order.id,
      state: request.to,
      actor: request.actor,
      note: request.note ?? (request.isCashCollected ? orderLifecycleMessages.noteCashCollected : null),
      courier: changed.courier,
      trackingCode: changed.trackingCode,
      courierCheckSeconds: request.courierCheckSeconds,
    });
    if (changed.refundStatus === 'refunded' && order.paymentMethod === 'cod') {
      await recordOrderEvent(tx, {
        orderId: order.id,
        state: 'refunded',
        actor: request.actor,
        note: orderLifecycleMessages.noteCashHandedBack,
      });
    }
    return changed;
  });
}
