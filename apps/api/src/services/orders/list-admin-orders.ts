import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_ORDERS_COUNT_CAP,
  cashDuePoishaOf,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  deadlineStatusOf,
  poishaToTaka,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, parts, users } from '../../db/schema.js';
import { adminActionsFor, type OrderActionContext } from './order-actions.js';
import { deliveryDueAt, orderReturnAnswerDueAt, orderReturnRefundDueAt, refundDueAt } from './deadlines.js';
import { orderHasReturns } from './has-returns.js';
import { isHeld } from './transition-order.js';
import { orderFilterCondition } from './order-filters.js';

/** An order's columns the back office shows, with its account's name. */
export const adminOrderColumns = {
  id: orders.id,
  number: orders.number,
  refundStatus: orders.refundStatus,
  createdAt: orders.createdAt,
  state: orders.state,
  paymentMethod: orders.paymentMethod,
  paid: orders.paid,
  status: orders.status,
  tnxId: orders.tnxId,
  email: orders.email,
  buyerName: users.name,
  deliveryName: orders.deliveryName,
  phone: orders.phone,
  address: orders.address,
  subtotalPoisha: orders.subtotalPoisha,
  deliveryFeePoisha: orders.deliveryFeePoisha,
  totalPoisha: orders.totalPoisha,
  advancePoisha: orders.advancePoisha,
  advancePaidAt: orders.advancePaidAt,
  codRiskScore: orders.codRiskScore,
  heldAt: orders.heldAt,
  holdReleasedAt: orders.holdReleasedAt,
};

/** What the list's row needs besides: each of the law's deadlines, and whether it has returns. */
const listColumns = {
  hasReturns: orderHasReturns,
  deliveryDueAt,
  refundDueAt,
  returnAnswerDueAt: orderReturnAnswerDueAt,
  returnRefundDueAt: orderReturnRefundDueAt,
};
type AdminOrderRow = Awaited<ReturnType<typeof selectAdminOrders>>[number];
type LineRow = {
  id: string;
  orderId: string;
  partId: string;
  productName: string;
  /** The part's Bangla name today: the line keeps only the English name it was sold under. */
  productNameBn: string;
  quantity: number;
  pricePoisha: number;
};

/** The orders' rows with their accounts' names, for a query to narrow, order and page. */
export const selectAdminOrders = (db: Db) =>
  db
    .select({ ...adminOrderColumns, ...listColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();

/** The lines of these orders, each order's in its own order. */
export async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      partId: orderLines.partId,
      productName: orderLines.productName,
      productNameBn: parts.nameBn,
      quantity: orderLines.quantity,
      pricePoisha: orderLines.pricePoisha,
    })
    .from(orderLines)
    .innerJoin(parts, eq(parts.id, orderLines.partId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/**
 * The law's deadline the order is closest to or furthest past, if any is close or past: its
 * delivery's, its refund's, or its returns' answer or refund (docs/orders.md#deadlines).
 */
function nearDeadlineOf(
  row: Pick<AdminOrderRow, 'deliveryDueAt' | 'refundDueAt' | 'returnAnswerDueAt' | 'returnRefundDueAt'>,
  now: Date,
): AdminOrder['deadline'] {
  const near = (
    [
      ['delivery', row.deliveryDueAt],
      ['refund', row.refundDueAt],
      ['return-answer', row.returnAnswerDueAt],
      ['return-refund', row.returnRefundDueAt],
    ] as const
  )
    .flatMap(([kind, dueAt]) => {
      const status = dueAt && deadlineStatusOf(dueAt, now);
      return dueAt && status ? [{ kind, dueAt, status }] : [];
    })
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
  return near ? { ...near, dueAt: near.dueAt.toISOString() } : null;
}

function toAdminOrder(row: AdminOrderRow, lines: LineRow[], context: OrderActionContext): AdminOrder {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    paymentMethod: row.paymentMethod,
    paid: row.paid,
    status: row.status,
    tnxId: row.tnxId,
    buyer: { name: row.buyerName, email: row.email },
    deliveryName: row.deliveryName ?? row.buyerName,
    phone: row.phone,
    address: row.address,
    lines: lines.map((line) => ({
      _id: line.id,
      partId: line.partId,
      productName: line.productName,
      productNameBn: line.productNameBn,
      quantity: line.quantity,
      price: poishaToTaka(line.pricePoisha),
    })),
    subtotal: poishaToTaka(row.subtotalPoisha),
    deliveryFee: poishaToTaka(row.deliveryFeePoisha),
    total: poishaToTaka(row.totalPoisha),
    cashDue: poishaToTaka(cashDuePoishaOf(row)),
    actions: adminActionsFor(row, context),
    codRisk: row.codRiskScore === null ? null : { score: row.codRiskScore, isHeld: isHeld(row) },
    deadline: nearDeadlineOf(row, new Date()),
  };
}

/**
 * GET /api/admin/orders: a page of the orders that match, newest first, each with what shipping it
 * needs. The count reads at most ADMIN_ORDERS_COUNT_CAP + 1 rows (ADR 028): an exact count of a
 * broad search over 100,000 orders would cost more than the page.
 */
export async function listAdminOrders(
  db: Db,
  { page, pageSize, ...filters }: AdminOrderListQuery,
  context: Pick<OrderActionContext, 'couriers'>,
): Promise<AdminOrderList> {
  const where = orderFilterCondition(filters);
  const [rows, [counted]] = await Promise.all([
    selectAdminOrders(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(ADMIN_ORDERS_COUNT_CAP + 1)
        .as('matching'),
    ),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const total = counted?.n ?? 0;
  return {
    // A held SSLCommerz payment is reviewed from the order's own page, which reads its payment.
    items: rows.map((row) =>
      toAdminOrder(row, lines.get(row.id) ?? [], { ...context, isPaymentHeld: false, hasReturns: row.hasReturns }),
    ),
    total: Math.min(total, ADMIN_ORDERS_COUNT_CAP),
    isTotalCapped: total > ADMIN_ORDERS_COUNT_CAP,
    page,
    pageSize,
  };
}
