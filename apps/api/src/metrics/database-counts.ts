import { sql, type SQL } from 'drizzle-orm';
import { DEADLINE_WARNING_HOURS, type DeadlineKind, type DeadlineStatus } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { orders, returns } from '../db/schema.js';
import {
  deliveryDueAt,
  isReturnRefundWaiting,
  isReturnUnanswered,
  refundDueAt,
  returnAnswerDueAt,
  returnRefundDueAt,
} from '../services/orders/deadlines.js';
import type { ORDER_STATES, PAYMENT_METHODS, REFUND_STATUSES } from '../db/schema.js';
import { JOBS_SCHEMA } from '../jobs/job-definition.js';

/** The job states that say how much work waits or went wrong; completed and cancelled jobs do neither. */
export const QUEUED_JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

export type OrderCount = {
  state: (typeof ORDER_STATES)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  isPaid: boolean;
  refundStatus: (typeof REFUND_STATUSES)[number] | null;
  count: number;
};
/** SSLCommerz attempts that did not (yet) pay their order, and Stripe's failed payments. */
export type PaymentAttemptCount =
  | { provider: 'sslcommerz'; status: 'held' | 'refused' | 'invalid' | 'unavailable'; count: number }
  | { provider: 'stripe'; status: 'payment_intent.payment_failed'; count: number };
export type JobCount = { queue: string; state: (typeof QUEUED_JOB_STATES)[number]; count: number };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Runs one read for a scrape in a transaction of its own whose statement_timeout makes PostgreSQL
 * give it up after `timeoutMs`: a scrape that waits on a slow database must not leave its query
 * holding a pooled connection, scrape after scrape. (PGlite ignores the setting; it runs inside
 * this process and is not shared.)
 */
async function readWithin<Row>(db: Db, timeoutMs: number, query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(timeoutMs)}`));
    return rowsOf<Row>(await tx.execute(query));
  });
}

/**
 * Orders by state, payment method, paid and refund, in one pass over the table: it gives both the
 * orders by state and the payments the orders record (paid, refunded, refund failed).
 */
export async function countOrders(db: Db, timeoutMs: number): Promise<OrderCount[]> {
  const rows = await readWithin<{
    state: OrderCount['state'];
    payment_method: OrderCount['paymentMethod'];
    paid: boolean;
    refund_status: OrderCount['refundStatus'];
    n: number;
  }>(
    db,
    timeoutMs,
    sql`select state, payment_method, paid, refund_status, count(*)::int as n
        from orders group by state, payment_method, paid, refund_status`,
  );
  return rows.map((row) => ({
    state: row.state,
    paymentMethod: row.payment_method,
    isPaid: row.paid,
    refundStatus: row.refund_status,
    count: row.n,
  }));
}

/**
 * Payments that did not go through, as the database knows them: SSLCommerz attempts held, refused,
 * found invalid or left without an answer, and the `payment_intent.payment_failed` events Stripe's
 * webhook delivered (a card Stripe declines never reaches the shop otherwise).
 */
export async function countPaymentAttempts(db: Db, timeoutMs: number): Promise<PaymentAttemptCount[]> {
  return readWithin<PaymentAttemptCount>(
    db,
    timeoutMs,
    sql`select 'sslcommerz' as provider, status, count(*)::int as count from sslcommerz_payments
        where status in ('held', 'refused', 'invalid', 'unavailable') group by status
        union all
        select 'stripe', type, count(*)::int from processed_webhook_events
        where type = 'payment_intent.payment_failed' group by type`,
  );
}

/** The shop's jobs waiting, running or given up, by queue and state (pg-boss's own queues left out). */
export async function countJobs(db: Db, timeoutMs: number): Promise<JobCount[]> {
  const states = sql.join(
    QUEUED_JOB_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return readWithin<JobCount>(
    db,
    timeoutMs,
    sql`select name as queue, state::text as state, count(*)::int as count from ${sql.raw(`${JOBS_SCHEMA}.job`)}
        where state in (${states}) and not starts_with(name, '__pgboss__') group by name, state`,
  );
}

export type DeadlineCount = { kind: DeadlineKind; status: DeadlineStatus; count: number };

/**
 * Paid orders on their way, refunds waiting, and returns waiting for an answer or a refund that are
 * close to or past the law's deadline (docs/orders.md#deadlines), each read through its index.
 */
export async function countDeadlines(db: Db, timeoutMs: number): Promise<DeadlineCount[]> {
  const soon = sql.raw(`now() + interval '${DEADLINE_WARNING_HOURS} hours'`);
  const counted = (kind: DeadlineKind, due: SQL, where: SQL, table: typeof orders | typeof returns = orders) =>
    sql`select ${kind} as kind, case when due < now() then 'overdue' else 'due-soon' end as status, count(*)::int as count
        from (select ${due} as due from ${table} where ${where}) as flagged where due <= ${soon} group by 2`;
  return readWithin<DeadlineCount>(
    db,
    timeoutMs,
    sql`${counted('delivery', deliveryDueAt, sql`${orders.state} in ('confirmed', 'packed', 'shipped') and ${orders.paidAt} is not null`)}
        union all
        ${counted('refund', refundDueAt, sql`${orders.refundStatus} in ('pending', 'failed')`)}
        union all
        ${counted('return-answer', returnAnswerDueAt, isReturnUnanswered, returns)}
        union all
        ${counted('return-refund', returnRefundDueAt, isReturnRefundWaiting, returns)}`,
  );
}
