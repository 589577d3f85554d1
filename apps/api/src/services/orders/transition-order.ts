import { eq } from 'drizzle-orm';
import {
  cashReceiptOf,
  checkoutMessages,
  isAdvanceDue,
  isMoveAllowed,
  messages,
  ORDER_MOVES,
  orderLifecycleMessages,
  type OrderMoveId,
  type OrderStateId,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { hasReturns } from './has-returns.js';
import { recordOrderEvent, type OrderEventActor } from './record-order-event.js';

export type OrderState = OrderStateId;
export type OrderRow = typeof orders.$inferSelect;

export type TransitionRequest = {
  orderId: string;
  /** Which move of the order's table (ORDER_MOVES in the contract) to make. */
  move: OrderMoveId;
  actor: OrderEventActor;
  note?: string | null;
  /** 'pay': the provider's payment that paid the order, its tnxId; 'pay-advance': the advance's. */
  tnxId?: string;
  /** 'ship': who carries it, its code, and the API courier's consignment when one does. */
  courier?: string;
  trackingCode?: string;
  courierConsignmentId?: string;
  /** 'ship' with an API courier: when its parcel is first looked at (COURIER_CHECK_SECONDS unless set). */
  courierCheckSeconds?: number;
};

const REFUSAL: Record<OrderMoveId, string> = {
  pay: orderLifecycleMessages.payNotAllowed,
  'pay-advance': orderLifecycleMessages.payNotAllowed,
  'confirm-phone': checkoutMessages.phoneCodeNotNeeded,
  pack: orderLifecycleMessages.packNotAllowed,
  ship: orderLifecycleMessages.shipNotAllowed,
  approve: orderLifecycleMessages.approveNotAllowed,
  deliver: orderLifecycleMessages.deliverNotAllowed,
  'collect-cash': checkoutMessages.cashNotCollectable,
  cancel: orderLifecycleMessages.adminCancelTooLate,
  return: orderLifecycleMessages.returnNotAllowed,
  refuse: orderLifecycleMessages.refuseNotAllowed,
};

/** Held for the admin's check of its COD risk, and not released yet (docs/orders.md#cod-risk). */
export const isHeld = (order: Pick<OrderRow, 'heldAt' | 'holdReleasedAt'>): boolean =>
  order.heldAt !== null && order.holdReleasedAt === null;

/** Whether the table lets this actor make this move on the order as it stands. */
export const canMove = (
  order: Pick<OrderRow, 'state' | 'paymentMethod'>,
  move: OrderMoveId,
  by: OrderEventActor['by'],
) => isMoveAllowed(order, move, by);

function refusalOf(request: TransitionRequest): string {
  if (request.move === 'cancel' && request.actor.by === 'buyer') return orderLifecycleMessages.buyerCancelTooLate;
  return REFUSAL[request.move];
}

/** What the move writes on the order row, besides its state. `paid` and `status` follow by themselves. */
function changesFor(order: OrderRow, request: TransitionRequest, now: Date) {
  switch (request.move) {
    case 'pay':
      return { paidAt: now, tnxId: request.tnxId ?? null };
    case 'pay-advance':
      return { advancePaidAt: now, advanceTnxId: request.tnxId ?? null };
    case 'confirm-phone':
      return { phoneConfirmedAt: now };
    case 'ship':
    case 'approve':
      return {
        courier: request.courier ?? null,
        trackingCode: request.trackingCode ?? null,
        courierConsignmentId: request.courierConsignmentId ?? null,
      };
    case 'collect-cash':
      // The rider (or the courier for the shop) took the cash: its receipt is the spec's tnxId.
      return { paidAt: now, tnxId: cashReceiptOf(order.number) };
    case 'refuse':
      return { refusedAt: now };
    case 'cancel':
    case 'return':
      // A cash-on-delivery order's money is handed back by the shop, not through a provider; its
      // advance, paid online, goes back through SSLCommerz (ADR 063).
      if (!order.paid && order.advancePaidAt) return { refundStatus: 'pending', refundRequestedAt: now } as const;
      if (!order.paid) return { refundStatus: null };
      if (order.paymentMethod === 'cod') return { refundStatus: 'refunded' } as const;
      // The law's refund deadline counts from now (docs/orders.md#deadlines).
      return { refundStatus: 'pending', refundRequestedAt: now } as const;
    default:
      return {};
  }
}

const DEFAULT_NOTES: Partial<Record<OrderMoveId, string>> = {
  pay: orderLifecycleMessages.notePaid,
  'pay-advance': orderLifecycleMessages.noteAdvancePaid,
  'confirm-phone': orderLifecycleMessages.notePhoneConfirmed,
  approve: orderLifecycleMessages.noteApproved,
  'collect-cash': orderLifecycleMessages.noteCashCollected,
  refuse: orderLifecycleMessages.noteRefused,
};

/**
 * The one way an order's state changes (docs/orders.md, ADR 037), inside `tx` when given. The
 * order's row is locked (FOR UPDATE), so of two admins shipping and cancelling it at once one
 * waits and then finds the state moved on; the move is checked against the table, written, and
 * recorded on the timeline in the same transaction, whose effects (stock back, the buyer's
 * message, following the parcel) are added by recordOrderEvent. A move the table does not allow
 * is a 409 with its reason. Money never moves here: a refund is asked of its provider after the
 * commit (refund-order.ts), so a slow provider never holds the row.
 */
export async function transitionOrder(db: Db | Tx, request: TransitionRequest): Promise<OrderRow> {
  if (!isUuid(request.orderId)) throw notFound(messages.orderNotFound);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update').limit(1);
    if (!order) throw notFound(messages.orderNotFound);
    if (!canMove(order, request.move, request.actor.by)) throw conflict(refusalOf(request));
    if (request.move === 'pack' && isHeld(order)) throw conflict(orderLifecycleMessages.heldForCheck);
    // An order asking an advance is confirmed by paying it, not by the phone code (ADR 063).
    if (request.move === 'confirm-phone' && isAdvanceDue(order)) throw conflict(orderLifecycleMessages.advanceDue);
    if (request.move === 'pay-advance' && !isAdvanceDue(order)) throw conflict(orderLifecycleMessages.payNotAllowed);
    if (request.move === 'return' && (await hasReturns(tx, order.id))) {
      throw conflict(orderLifecycleMessages.returnHasReturns);
    }
    const to = ORDER_MOVES[request.move].to;
    const [changed] = await tx
      .update(orders)
      .set({ ...changesFor(order, request, new Date()), state: to })
      .where(eq(orders.id, order.id))
      .returning();
    if (!changed) throw notFound(messages.orderNotFound);
    await recordOrderEvent(tx, {
      orderId: order.id,
      state: to,
      actor: request.actor,
      note: request.note ?? DEFAULT_NOTES[request.move] ?? null,
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
