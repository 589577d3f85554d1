import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { DEADLINE_KINDS, DEADLINE_STATUSES } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { ORDER_STATES } from '../db/schema.js';
import { allJobs } from '../jobs/all-jobs.js';
import type { PaymentProvider } from '../payments/provider.js';
import {
  countDeadlines,
  countJobs,
  countOrders,
  countPaymentAttempts,
  QUEUED_JOB_STATES,
  type PaymentAttemptCount,
} from './database-counts.js';

/** How long a scrape waits for each database count before it reports that count as failed. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** A payment attempt's status, in the metric's words (ADR 036). */
const ATTEMPT_RESULTS: Record<PaymentAttemptCount['status'], string> = {
  held: 'held',
  refused: 'refused',
  invalid: 'refused',
  unavailable: 'failed',
  'payment_intent.payment_failed': 'refused',
};
const REFUND_RESULTS = { pending: 'refund_pending', failed: 'refund_failed', refunded: 'refunded' } as const;

/**
 * The gauges counted in the database at each scrape (orders, payments, queued jobs, deadlines), so
 * every process reports the same totals whichever of them did the work (ADR 036). Answers the count
 * that sets them; each count is bounded in time and reported as failed rather than awaited.
 */
export function databaseGauges({
  registers,
  database,
  cardProvider,
  log,
}: {
  registers: Registry[];
  database: Database;
  cardProvider: PaymentProvider['name'];
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const orders = new Gauge({
    name: 'motoforge_orders',
    help: 'Orders in the database, by state.',
    labelNames: ['state'],
    registers,
  });
  const payments = new Gauge({
    name: 'motoforge_payments',
    help:
      'Payments the database records, by provider and result: confirmed (orders paid), refunded, ' +
      'refund_pending, refund_failed (orders), held, refused, failed (payment attempts).',
    labelNames: ['provider', 'result'],
    registers,
  });
  const jobs = new Gauge({
    name: 'motoforge_jobs',
    help: 'Jobs in the queue tables waiting (created, retry), running (active) or given up (failed).',
    labelNames: ['queue', 'state'],
    registers,
  });
  const deadlines = new Gauge({
    name: 'motoforge_order_deadlines',
    help:
      "Orders and returns close to (due-soon, within a day) or past (overdue) a deadline of the law: a paid order's " +
      "delivery, a waiting refund, a return's answer, or a received return's refund (docs/orders.md#deadlines).",
    labelNames: ['kind', 'status'],
    registers,
  });
  const collectorSuccess = new Gauge({
    name: 'motoforge_scrape_collector_success',
    help: "1 when the scrape's database count answered in time, 0 when it failed (its metrics are then absent).",
    labelNames: ['collector'],
    registers,
  });
  const collectorDuration = new Gauge({
    name: 'motoforge_scrape_collector_duration_seconds',
    help: "How long the scrape's database count took.",
    labelNames: ['collector'],
    registers,
  });

  /** One database count, bounded in time; null when it failed or took too long. */
  const counted = async <Row>(collector: string, count: (db: Database['db'], timeoutMs: number) => Promise<Row[]>) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    // The pool may make a query wait for a connection before statement_timeout starts counting.
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${SCRAPE_QUERY_TIMEOUT_MS} ms`)),
        SCRAPE_QUERY_TIMEOUT_MS,
      );
    });
    try {
      const rows = await Promise.race([count(database.db, SCRAPE_QUERY_TIMEOUT_MS), deadline]);
      collectorSuccess.set({ collector }, 1);
      return rows;
    } catch (error) {
      log.warn({ err: error, collector }, 'a metrics count failed');
      collectorSuccess.set({ collector }, 0);
      return null;
    } finally {
      clearTimeout(timer);
      collectorDuration.set({ collector }, (performance.now() - started) / 1000);
    }
  };

  /** Counts in the database, all at once, and sets the gauges from what answered. */
  return async () => {
    const [orderCounts, attemptCounts, jobCounts, deadlineCounts] = await Promise.all([
      counted('orders', countOrders),
      counted('payment_attempts', countPaymentAttempts),
      counted('jobs', countJobs),
      counted('deadlines', countDeadlines),
    ]);
    // Set in one go after every answer is in, so a scrape never shows half a count.
    orders.reset();
    if (orderCounts) {
      for (const state of ORDER_STATES) orders.set({ state }, 0);
      for (const row of orderCounts) orders.inc({ state: row.state }, row.count);
    }
    payments.reset();
    for (const row of orderCounts ?? []) {
      const provider = row.paymentMethod === 'card' ? cardProvider : row.paymentMethod;
      if (row.isPaid) payments.inc({ provider, result: 'confirmed' }, row.count);
      if (row.refundStatus) payments.inc({ provider, result: REFUND_RESULTS[row.refundStatus] }, row.count);
    }
    for (const row of attemptCounts ?? []) {
      payments.inc({ provider: row.provider, result: ATTEMPT_RESULTS[row.status] }, row.count);
    }
    deadlines.reset();
    if (deadlineCounts) {
      for (const kind of DEADLINE_KINDS) for (const status of DEADLINE_STATUSES) deadlines.set({ kind, status }, 0);
      for (const row of deadlineCounts) deadlines.set({ kind: row.kind, status: row.status }, row.count);
    }
    jobs.reset();
    if (jobCounts) {
      for (const { queue } of allJobs) for (const state of QUEUED_JOB_STATES) jobs.set({ queue, state }, 0);
      for (const row of jobCounts) jobs.set({ queue: row.queue, state: row.state }, row.count);
    }
  };
}
