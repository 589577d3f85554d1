import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { VitalsReport } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../payments/provider.js';
import { databaseGauges } from './database-gauges.js';
import { jobRunMetrics, poolMetrics, requestMetrics, vitalMetrics } from './live-metrics.js';

/** The route label of a request no route matched (any URL at all: one label, not one per URL). */
export const UNMATCHED_ROUTE = 'unmatched';

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
  const recordRequest = requestMetrics(registers);
  const recordJobRun = jobRunMetrics(registers);
  const recordVitals = vitalMetrics(registers);
  if (database.poolStats) poolMetrics(registers, database.poolStats);
  const countInDatabase = databaseGauges({ registers, database, cardProvider, log });
  return {
    scrape: async () => {
      await countInDatabase();
      return registry.metrics();
    },
    contentType: registry.contentType,
    recordRequest,
    recordVitals,
    recordJobRun,
  };
}
