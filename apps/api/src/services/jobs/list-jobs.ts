import { sql } from 'drizzle-orm';
import { JOB_STATES, type AdminJobs, type AdminJobsQuery, type JobState } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { JOBS_SCHEMA } from '../../jobs/job-definition.js';

const jobs = sql.raw(`${JOBS_SCHEMA}.job`);
const queues = sql.raw(`${JOBS_SCHEMA}.queue`);
/** pg-boss's own queues (its cron's), which are not the shop's. */
const OWN_QUEUE = '__pgboss__%';

type CountRow = { name: string; state: JobState | null; n: number | string };
type FailureRow = {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  retry_limit: number;
  error: string | null;
  failed_at: Date | string;
  retry_at: Date | string | null;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /api/admin/jobs: every queue with its jobs counted by state, and a page of the jobs that
 * failed (to be retried, or given up), the latest first, with pg-boss's record of the error.
 */
export async function listJobs(db: Db, { queue, page, pageSize }: AdminJobsQuery): Promise<AdminJobs> {
  const failed = sql`j.state in ('retry', 'failed') and j.output is not null ${queue ? sql`and j.name = ${queue}` : sql``}`;
  const [counts, failures, [total]] = await Promise.all([
    db
      .execute(
        sql`select q.name, j.state, count(j.id) as n from ${queues} q left join ${jobs} j on j.name = q.name
            where q.name not like ${OWN_QUEUE} group by q.name, j.state order by q.name`,
      )
      .then((result) => rowsOf<CountRow>(result)),
    db
      .execute(
        sql`select j.id, j.name, j.state, j.retry_count, j.retry_limit,
              coalesce(j.output->>'message', j.output::text) as error,
              coalesce(j.completed_on, j.started_on, j.created_on) as failed_at,
              case when j.state = 'retry' then j.start_after end as retry_at
            from ${jobs} j where ${failed}
            order by coalesce(j.completed_on, j.started_on, j.created_on) desc, j.id
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      )
      .then((result) => rowsOf<FailureRow>(result)),
    db
      .execute(sql`select count(*) as n from ${jobs} j where ${failed}`)
      .then((result) => rowsOf<{ n: number | string }>(result)),
  ]);
  const byQueue = new Map<string, Record<JobState, number>>();
  for (const row of counts) {
    const tally =
      byQueue.get(row.name) ?? (Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>);
    if (row.state) tally[row.state] = Number(row.n);
    byQueue.set(row.name, tally);
  }
  return {
    queues: [...byQueue].map(([name, tally]) => ({ name, counts: tally })),
    failures: failures.map((row) => ({
      id: row.id,
      queue: row.name,
      state: row.state,
      retryCount: row.retry_count,
      retryLimit: row.retry_limit,
      error: row.error ?? '',
      failedAt: iso(row.failed_at),
      retryAt: row.retry_at === null ? null : iso(row.retry_at),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
