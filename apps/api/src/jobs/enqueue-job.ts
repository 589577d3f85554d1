import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { JOBS_SCHEMA, type JobDefinition } from './job-definition.js';
import { sqlExecutorOf } from './sql-executor.js';

export type EnqueueOptions = Pick<
  PgBoss.SendOptions,
  'id' | 'startAfter' | 'singletonKey' | 'singletonSeconds' | 'expireInSeconds'
>;

/**
 * Builds pg-boss's insert only: every call names the transaction to run it on, so this instance
 * is never started and holds no connection.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('enqueueJob runs on the caller’s database or transaction only')),
  },
});

/**
 * Adds a job on `txOrDb`: inside a transaction, the job exists if and only if the transaction
 * commits, and no worker sees it before. Answers the job's id, or null when a job with the same
 * `id` or singleton already exists. The job's queue must exist: the jobs plugin creates every
 * queue of all-jobs.ts at start.
 */
export async function enqueueJob<Data extends object>(
  txOrDb: Db,
  job: JobDefinition<Data>,
  data: Data,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await sender.send(job.queue, job.data.parse(data), { ...options, db: sqlExecutorOf(txOrDb) });
  // pg-boss inserts nothing, silently, for a queue that does not exist.
  if (id === null && !options.id && !options.singletonKey && !options.singletonSeconds) {
    throw new Error(`No job queue ${job.queue}: is it in all-jobs.ts?`);
  }
  return id;
}
