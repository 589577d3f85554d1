import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { VitalMetric, VitalsReport } from '@motoforge/contract';
import type { PoolStats } from '../db/client.js';
import { allJobs } from '../jobs/all-jobs.js';

/**
 * The metrics this process counts as things happen (docs/decisions/036-metrics.md): its requests, its
 * job runs, the field vitals it was sent and its database pool. Each function adds its own to the
 * server's registry and answers how to record into them.
 */

type Registers = Registry[];

/** From a cached catalogue read (well under a millisecond) to a slow export. */
const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests answered, and how long each took, by method, route pattern and status. */
export function requestMetrics(registers: Registers) {
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
  return (method: string, route: string, statusCode: number, seconds: number) => {
    const labels = { method, route, status_code: statusCode };
    requests.inc(labels);
    requestDuration.observe(labels, seconds);
  };
}

/** Job runs by this process's workers, and those whose handler threw, by queue. */
export function jobRunMetrics(registers: Registers) {
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
  return (queue: string, hasThrown: boolean) => {
    jobRuns.inc({ queue });
    if (hasThrown) jobRunFailures.inc({ queue });
  };
}

/** The field vitals of sampled visits (docs/performance.md#field-vitals), by page route pattern. */
export function vitalMetrics(registers: Registers) {
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
  return ({ route, metrics }: VitalsReport) => {
    for (const { name, value } of metrics) vitals[name].histogram.observe({ route }, value * vitals[name].scale);
  };
}

/** The PostgreSQL pool's connections and waiting queries, read at each scrape. */
export function poolMetrics(registers: Registers, poolStats: () => PoolStats) {
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
