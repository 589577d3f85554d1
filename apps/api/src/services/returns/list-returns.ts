import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  deadlineStatusOf,
  OPEN_RETURN_STATES,
  poishaToTaka,
  returnMessages,
  type AdminReturns,
  type ReturnStateId,
  type SessionUser,
  type ShopReturn,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, returnLines, returns } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { ownedByOrAdmin } from '../access.js';
import {
  isReturnRefundWaiting,
  isReturnUnanswered,
  returnAnswerDueAt,
  returnRefundDueAt,
} from '../orders/deadlines.js';
import { isUuid } from '../ids.js';
import { newestFirst, toShopReturns } from './return-view.js';

/** GET /api/returns/{id}: one return, for its buyer or an admin (anyone else: not found). */
export async function getReturn(db: Db, returnId: string, asker: SessionUser): Promise<ShopReturn> {
  if (!isUuid(returnId)) throw notFound(returnMessages.returnNotFound);
  const [row] = await db
    .select({ row: returns, number: orders.number })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, returnId), ownedByOrAdmin(returns.userId, asker)))
    .limit(1);
  if (!row) throw notFound(returnMessages.returnNotFound);
  const [view] = await toShopReturns(db, [row.row], () => row.number, asker);
  if (!view) throw notFound(returnMessages.returnNotFound);
  return view;
}

/** A deadline of the law that applies to a return only while `applies` holds. */
const dueWhen = (applies: SQL, dueAt: SQL) =>
  sql`case when ${applies} then ${dueAt} end`.mapWith((value: string | Date | null) =>
    value === null ? null : new Date(value),
  );

/** The return's answer or refund deadline when it is close or past (docs/orders.md#deadlines). */
function nearDeadlineOf(
  row: { answerDueAt: Date | null; refundDueAt: Date | null },
  now: Date,
): AdminReturns['items'][number]['deadline'] {
  const [kind, dueAt] = row.answerDueAt
    ? (['return-answer', row.answerDueAt] as const)
    : (['return-refund', row.refundDueAt] as const);
  const status = dueAt && deadlineStatusOf(dueAt, now);
  return dueAt && status ? { kind, dueAt: dueAt.toISOString(), status } : null;
}

/**
 * GET /api/admin/returns: returns newest first, those still open (requested, accepted, received) or
 * of one state, a page at a time, each with its order's number, its reasons and how many parts.
 */
export async function listReturns(
  db: Db,
  query: { state: ReturnStateId | 'open'; page: number; pageSize: number },
): Promise<AdminReturns> {
  const states = query.state === 'open' ? [...OPEN_RETURN_STATES] : [query.state];
  const where = inArray(returns.state, states);
  const rows = await db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      orderNumber: orders.number,
      state: returns.state,
      refundPoisha: returns.refundPoisha,
      createdAt: returns.createdAt,
      reasons: sql<
        string[]
      >`(select array_agg(distinct ${returnLines.reason}) from ${returnLines} where ${returnLines.returnId} = ${returns.id})`,
      quantity: sql<number>`(select coalesce(sum(${returnLines.quantity}), 0)::int from ${returnLines} where ${returnLines.returnId} = ${returns.id})`,
      answerDueAt: dueWhen(isReturnUnanswered, returnAnswerDueAt),
      refundDueAt: dueWhen(isReturnRefundWaiting, returnRefundDueAt),
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(returns)
    .where(where);
  const now = new Date();
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      state: row.state,
      reasons: (row.reasons ?? []) as AdminReturns['items'][number]['reasons'],
      quantity: row.quantity,
      refund: poishaToTaka(row.refundPoisha),
      createdAt: row.createdAt.toISOString(),
      deadline: nearDeadlineOf(row, now),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
