import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEADLINE_KINDS, DEADLINE_STATUSES, type VitalMetric, type VitalsReport } from '@motoforge/contract';
import type { Database, PoolStats } from '../db/client.js';
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

/** The route label of a request no route matched (any URL at all: one label, not one per URL). */
export const UNMATCHED_ROUTE = 'unmatched';
/** How long a scrape waits for each database count before it reports that count as failed. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;
/** From a cached catalogue read (well under a millisecond) to a slow export. */
const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A payment attempt's status, in the metric's words (ADR 036). */
const ATTEMPT_RESULTS: Record<PaymentAttemptCount['status'], string> = {
  held: 'held',
  refused: 'refused',
  invalid: 'refused',
  unavailable: 'failed',
  'payment_intent.payment_failed': 'refused',
};
const REFUND_RESULTS = { pending: 'refund_pending', failed: 'refund_failed', refunded: 'refunded' } as const;

export type ShopMetrics = {
  /** The Prometheus text of every metric, the database's counted now. */
  scrape: () => Promise<string>;
  contentType: string;
  /** One answered request: its method, route pattern (or UNMATCHED_ROUTE), status and duration. */
  recordRequest: (method: string, route: string, statusCode: number, seconds: number) => void;
  /** One run of a job by this process's worker, and whether its handler threw. */
  recordJobRun: (queue: string, hasThrown: boolean) => void;
  /** One page load's field vitals (docs/performance.md#field-vitals): LCP and INP in ms, CLS a score. */
  recordVitals: (report: VitalsReport) => void;
};

/**
 * One server's metrics, in a registry of its own (never prom-client's global one, so several apps
 * in one process, as in the tests, keep theirs apart). Requests and job runs are counted by this
 * process as they happen; orders, payments and queued jobs are counted in the database at each
 * scrape, so every process reports the same totals whichever of them did the work (ADR 036).
 */
export function createShopMetrics({
  database,
  cardProvider,
  log,
}: {
  database: Database;
  /** Who takes card payments in this shop: a card order's provider label. */
  cardProvider: PaymentProvider['name'];
  log: FastifyBaseLogger;
}): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'motoforge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: requestLabels,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'motoforge_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: requestLabels,
    buckets: DURATION_BUCKETS_SECONDS,
    registers,
  });

  const jobRuns = new Counter({
    name: 'motoforge_job_runs_total',
    help: "Jobs this process's workers ran, by queue.",
    labelNames: ['queue'],
    registers,
  });
  const jobRunFailures = new Counter({
    name: 'motoforge_job_run_failures_total',
    help: "Job runs whose handler threw (each is retried until its queue's limit), by queue.",
    labelNames: ['queue'],
    registers,
  });
  // Every queue from the start, so a rate over a queue that has not failed yet is 0, not absent.
  for (const { queue } of allJobs) {
    jobRuns.inc({ queue }, 0);
    jobRunFailures.inc({ queue }, 0);
  }

  // Field vitals, in seconds as Prometheus likes (CLS has no unit), with buckets at Google's
  // thresholds, so the share of good visits is one bucket over the count.
  const vitals: Record<VitalMetric, { histogram: Histogram<'route'>; scale: number }> = {
    LCP: {
      histogram: new Histogram({
        name: 'motoforge_web_vitals_lcp_seconds',
        help: 'Largest Contentful Paint of sampled visits, by page route pattern.',
        labelNames: ['route'],
        buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
        registers,
      }),
      scale: 1 / 1000,
    },
    INP: {
      histogram: new Histogram({
        name: 'motoforge_web_vitals_inp_seconds',
        help: 'Interaction to Next Paint of sampled visits, by page route pattern.',
        labelNames: ['route'],
        buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
        registers,
      }),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: new Histogram({
        name: 'motoforge_web_vitals_cls',
        help: 'Cumulative Layout Shift of sampled visits, by page route pattern.',
        labelNames: ['route'],
        buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
        registers,
      }),
      scale: 1,
    },
  };

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

  const { poolStats } = database;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('motoforge_db_pool_connections', 'Connections the PostgreSQL pool has open.', (s) => s.total);
    poolGauge('motoforge_db_pool_idle_connections', 'Open connections no query is using.', (s) => s.idle);
    poolGauge(
      'motoforge_db_pool_waiting_queries',
      'Queries waiting for a connection (the pool is at its maximum).',
      (s) => s.waiting,
    );
    poolGauge('motoforge_db_pool_max_connections', 'The most connections the pool opens.', (s) => s.max);
  }

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
  const countInDatabase = async () => {
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

  return {
    scrape: async () => {
      await countInDatabase();
      return registry.metrics();
    },
    contentType: registry.contentType,
    recordRequest: (method, route, statusCode, seconds) => {
      const labels = { method, route, status_code: statusCode };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
    },
    recordVitals: ({ route, metrics }) => {
      for (const { name, value } of metrics) vitals[name].histogram.observe({ route }, value * vitals[name].scale);
    },
    recordJobRun: (queue, hasThrown) => {
      jobRuns.inc({ queue });
      if (hasThrown) jobRunFailures.inc({ queue });
    },
  };
}
