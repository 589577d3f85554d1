import { JOB_STATES, type AdminJobs, type Language } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useJobs } from '../api/get-jobs';

const jobsMessages = defineMessages('jobs.jobsOverview', {
  queues: 'Queues',
  queue: 'Queue',
  created: 'Waiting',
  retry: 'To retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Given up',
  failures: 'Failures',
  failuresOf: params('Failures of {queue}'),
  failureCount: params(count({ one: '{count} failed job', other: '{count} failed jobs' })),
  noFailures: 'No job has failed.',
  noQueues: 'There are no job queues yet.',
  showFailuresOf: params('Show the failures of {queue}'),
  showAll: 'Show every queue’s failures',
  error: 'Error',
  tries: 'Tries',
  triesOf: params('{count} of {limit}'),
  failedAt: 'Failed at',
  state: 'State',
  willRetry: 'Will retry',
  retryAt: params('Next try {time}'),
  gaveUp: 'Given up',
  pages: 'Pages of failures',
});

type Failure = AdminJobs['failures'][number];

const TIME_FORMAT: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' },
  bn: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

/** A page number from the URL: a whole number from 1, or the first page. */
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The durable jobs (ADR 029) for the admin: each queue with its jobs counted by state, and the jobs
 * that failed with their error, the latest first, over numbered pages; the queue and the page are
 * in the URL (`?queue=&page=`).
 */
export function JobsOverview() {
  const t = useMessages(jobsMessages);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const queue = searchParams.get('queue')?.trim() || undefined;
  const jobs = useJobs({ queue, page: pageFrom(searchParams.get('page')) });
  const hrefFor = (page: number) => paths.dashboard.jobs.getHref({ queue, page });

  return (
    <QueryContent query={jobs} isEmpty={(data) => data.queues.length === 0} emptyText={t.noQueues}>
      {({ queues, failures, total, page, pageSize }) => (
        <div aria-busy={jobs.isPlaceholderData} className={jobs.isPlaceholderData ? 'opacity-50' : undefined}>
          <h2 className="mb-3 text-xl font-bold">{t.queues}</h2>
          <StackedTable
            columns={[{ name: t.queue, className: 'w-56' }, ...JOB_STATES.map((state) => t[state])]}
            aria-label={t.queues}
          >
            {queues.map((row) => (
              <tr key={row.name} role="row">
                <th scope="row" role="rowheader" className="font-semibold">
                  <Link
                    to={paths.dashboard.jobs.getHref({ queue: row.name })}
                    className="link"
                    aria-label={t.showFailuresOf({ queue: row.name })}
                  >
                    {row.name}
                  </Link>
                </th>
                {JOB_STATES.map((state) => (
                  <StackedCell key={state} column={t[state]}>
                    <span
                      className={state === 'failed' && row.counts.failed > 0 ? 'text-error font-semibold' : undefined}
                    >
                      {format.count(row.counts[state])}
                    </span>
                  </StackedCell>
                ))}
              </tr>
            ))}
          </StackedTable>

          <div className="mt-8 mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h2 className="text-xl font-bold">{queue ? t.failuresOf({ queue }) : t.failures}</h2>
            {queue && (
              <Link to={paths.dashboard.jobs.getHref()} className="link text-sm">
                {t.showAll}
              </Link>
            )}
          </div>
          {total === 0 ? (
            <EmptyState>{t.noFailures}</EmptyState>
          ) : (
            <>
              <p className="text-base-content/80 mb-3 text-sm font-semibold">
                {t.failureCount({ count: format.count(total) })(total)}
              </p>
              {failures.length === 0 ? (
                <PastLastPage firstPageHref={hrefFor(1)} />
              ) : (
                <StackedTable
                  columns={[{ name: t.queue, className: 'w-48' }, t.error, t.tries, t.failedAt, t.state]}
                  aria-label={t.failures}
                >
                  {failures.map((failure) => (
                    <FailureRow key={failure.id} failure={failure} />
                  ))}
                </StackedTable>
              )}
              <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.pages} />
            </>
          )}
        </div>
      )}
    </QueryContent>
  );
}

function FailureRow({ failure }: { failure: Failure }) {
  const t = useMessages(jobsMessages);
  const format = useFormat();
  const language = useLanguage();
  const time = (iso: string) => format.date(iso, TIME_FORMAT[language]);
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="font-semibold">
        {failure.queue}
      </th>
      <StackedCell column={t.error} className="min-w-56">
        <p dir="auto" className="text-error wrap-anywhere">
          {failure.error}
        </p>
      </StackedCell>
      <StackedCell column={t.tries}>
        {t.triesOf({ count: format.count(failure.retryCount + 1), limit: format.count(failure.retryLimit + 1) })}
      </StackedCell>
      <StackedCell column={t.failedAt}>
        <time dateTime={failure.failedAt} className="whitespace-nowrap">
          {time(failure.failedAt)}
        </time>
      </StackedCell>
      <StackedCell column={t.state}>
        <span className={`badge font-semibold ${failure.state === 'retry' ? 'badge-warning' : 'badge-error'}`}>
          {failure.state === 'retry' ? t.willRetry : t.gaveUp}
        </span>
        {failure.retryAt && (
          <p className="text-base-content/70 mt-1 text-sm">{t.retryAt({ time: time(failure.retryAt) })}</p>
        )}
      </StackedCell>
    </tr>
  );
}
