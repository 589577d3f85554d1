import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { EmailTransport } from '../notifications/email-transport.js';
import type { SmsTransport } from '../notifications/sms-transport.js';
import type { PaymentProvider } from '../payments/provider.js';

/** The schema pg-boss keeps its tables in, on the shop's own database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Follows one shipped order's courier until it is delivered (the `follow-courier-status` job).
 * The courier code supplies it (buildApp's `jobs.followCourierStatus`).
 */
export type FollowCourierStatus = (db: Db, input: { orderId: string }) => Promise<void>;

/** What a job's handler may use: the same things the routes have, and nothing of Fastify's. */
export type JobContext = {
  db: Db;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  sms: SmsTransport | null;
  email: EmailTransport | null;
  /** Stock went back on sale: this process's catalogue copy is out of date (others hear a NOTIFY). */
  onStockReturned: () => void;
  followCourierStatus: FollowCourierStatus | null;
};

/** What a handler learns of its job besides the data. */
export type RunningJob = { id: string; retryCount: number };

/**
 * One kind of durable job (ADR 029): its queue, the shape of its data, how it is retried, and
 * what it does. A failed run (the handler throws) is tried again `retry.limit` times, waiting
 * `retry.delaySeconds`, doubled each time when `retry.backoff`. `schedule` (cron, UTC) sends it by
 * itself. Defining a job is one file in src/jobs plus its entry in all-jobs.ts.
 */
export type JobDefinition<Data extends object> = {
  queue: string;
  data: z.ZodType<Data>;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** Longest a run may take before it counts as failed (and is retried). */
  expireInSeconds: number;
  schedule?: string;
  handle: (data: Data, context: JobContext, job: RunningJob) => Promise<void>;
};

/** Keeps `Data` tied between a definition's schema and its handler. */
export const defineJob = <Data extends object>(definition: JobDefinition<Data>) => definition;
