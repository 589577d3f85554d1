import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { startUpLockKeys, type Database } from '../db/client.js';
import { allJobs } from '../jobs/all-jobs.js';
import { JOBS_SCHEMA, type JobContext } from '../jobs/job-definition.js';
import { sqlExecutorOf } from '../jobs/sql-executor.js';

export type JobsOptions = {
  /** Sends the scheduled jobs (the release of unpaid orders); on unless a test says otherwise. */
  isScheduling?: boolean;
  /** Overrides every job's first retry delay (tests wait seconds, not minutes). */
  retryDelaySeconds?: number;
  /**
   * How often each worker asks for a job when it has none (pg-boss: 2 s; at least 0.5 s). Given,
   * it also sets how often scheduled jobs are sent and jobs whose run took too long (their process
   * died) are failed for a retry (pg-boss: 5 s and 2 min), rounded up to a second.
   */
  pollingIntervalSeconds?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's pg-boss: its workers run the jobs of all-jobs.ts. */
    jobs: PgBoss;
  }
}

/**
 * Durable jobs in the shop's own database (pg-boss, ADR 029): on start it brings pg-boss's tables
 * up to date, makes a queue for every job with its retry policy, starts a worker for each, and
 * sends the scheduled ones. Every process sharing the database does the same; pg-boss hands each
 * job to one of them (SELECT … FOR UPDATE SKIP LOCKED) and a job whose process died is failed
 * once its time runs out, then retried. Closing waits for the jobs running here.
 */
export default fp(
  async function jobs(
    app: FastifyInstance,
    {
      database,
      context,
      options: { isScheduling = true, retryDelaySeconds, pollingIntervalSeconds } = {},
      onJobRun,
    }: {
      database: Database;
      context: Omit<JobContext, 'db' | 'log'>;
      options?: JobsOptions;
      /** Told of every run here, and whether it threw (the metrics count them). */
      onJobRun?: (queue: string, hasThrown: boolean) => void;
    },
  ) {
    // What this process's pg-boss has under way: its queries and the jobs it runs. A worker told to
    // stop may still have a fetch on its way (pg-boss's stop waits only for jobs already fetched);
    // the job that fetch brings is run, and the database stays open until all of it is done.
    let busy = 0;
    const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
      busy += 1;
      try {
        return await work();
      } finally {
        busy -= 1;
      }
    };
    const executor = sqlExecutorOf(database.db);
    const boss = new PgBoss({
      db: { executeSql: (text, values) => tracked(() => executor.executeSql(text, values)) },
      schema: JOBS_SCHEMA,
      schedule: isScheduling,
      ...(pollingIntervalSeconds === undefined
        ? {}
        : {
            cronWorkerIntervalSeconds: Math.ceil(pollingIntervalSeconds),
            maintenanceIntervalSeconds: Math.ceil(pollingIntervalSeconds),
          }),
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'the job system failed'));
    app.decorate('jobs', boss);

    const log = app.log.child({ component: 'jobs' });
    app.addHook('onReady', async () => {
      // pg-boss makes a queue's table and attaches it in one call; two processes making the same
      // queues at once can deadlock in PostgreSQL (seen in CI), so they take turns.
      await database.oneAtATime(startUpLockKeys.jobQueues, () => setUp());
    });
    const setUp = async () => {
      await boss.start();
      for (const job of allJobs) {
        const policy = {
          retryLimit: job.retry.limit,
          retryDelay: retryDelaySeconds ?? job.retry.delaySeconds,
          retryBackoff: job.retry.backoff,
          expireInSeconds: job.expireInSeconds,
        };
        // Both do nothing to what another process made first; the update brings a changed policy in.
        await boss.createQueue(job.queue, { name: job.queue, ...policy });
        await boss.updateQueue(job.queue, { name: job.queue, ...policy });
        await boss.work(
          job.queue,
          {
            batchSize: 1,
            includeMetadata: true,
            ...(pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds }),
          },
          async ([run]) => {
            if (!run) return;
            let hasThrown = true;
            try {
              await tracked(() =>
                job.handle(
                  job.data.parse(run.data),
                  { ...context, db: database.db, log },
                  { id: run.id, retryCount: run.retryCount },
                ),
              );
              hasThrown = false;
            } finally {
              onJobRun?.(job.queue, hasThrown);
            }
          },
        );
        if (job.schedule && isScheduling) await boss.schedule(job.queue, job.schedule, {}, { tz: 'UTC' });
      }
    };
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      // Quiet twice in a row: between a fetch's answer and the job it brings there is no query.
      for (let quiet = 0, waited = 0; quiet < 2 && waited < 30_000; waited += 25) {
        quiet = busy === 0 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
