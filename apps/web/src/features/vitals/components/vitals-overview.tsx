import { VITAL_THRESHOLDS, type VitalMetric, type VitalsSummary } from '@motoforge/contract';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useVitals } from '../api/get-vitals';

const vitalsMessages = defineMessages('dashboard.vitals', {
  table: 'Field vitals by page',
  page: 'Page',
  vital: 'Vital',
  last7Days: 'Last 7 days (p75)',
  last28Days: 'Last 28 days (p75)',
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  good: 'Good',
  needsImprovement: 'Needs improvement',
  poor: 'Poor',
  noData: 'No visits',
  visits: params('of {count} visits'),
  empty: 'No visit has reported its vitals in the last 28 days.',
  otherPages: 'Other pages',
  seconds: params('{value} s'),
  milliseconds: params('{value} ms'),
});

type Window = VitalsSummary['rows'][number]['last7Days'];

/** Google's rating of a p75: good, needs improvement, or poor (VITAL_THRESHOLDS). */
const ratingOf = (metric: VitalMetric, value: number) =>
  value <= VITAL_THRESHOLDS[metric].good
    ? 'good'
    : value <= VITAL_THRESHOLDS[metric].poor
      ? 'needsImprovement'
      : 'poor';

const RATING_CLASS = { good: 'badge-success', needsImprovement: 'badge-warning', poor: 'badge-error' } as const;

/**
 * Field vitals (docs/performance.md#field-vitals): for each page with reports in the last 28
 * days, the 75th percentile of LCP, INP and CLS over 7 and 28 days, each rated against Google's
 * thresholds (LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1 are good).
 */
export function VitalsOverview() {
  const t = useMessages(vitalsMessages);
  const vitals = useVitals();
  return (
    <QueryContent query={vitals} isEmpty={(data) => data.rows.length === 0} emptyText={t.empty}>
      {({ rows }) => (
        <StackedTable columns={[t.page, t.vital, t.last7Days, t.last28Days]} aria-label={t.table}>
          {rows.map((row) => (
            <tr key={`${row.route} ${row.metric}`} role="row">
              <th scope="row" role="rowheader" className="font-mono text-sm font-semibold">
                {row.route === '*' ? t.otherPages : row.route}
              </th>
              <StackedCell column={t.vital}>
                <abbr title={t[row.metric]} className="no-underline">
                  {row.metric}
                </abbr>
              </StackedCell>
              <StackedCell column={t.last7Days}>
                <Percentile metric={row.metric} window={row.last7Days} />
              </StackedCell>
              <StackedCell column={t.last28Days}>
                <Percentile metric={row.metric} window={row.last28Days} />
              </StackedCell>
            </tr>
          ))}
        </StackedTable>
      )}
    </QueryContent>
  );
}

function Percentile({ metric, window }: { metric: VitalMetric; window: Window }) {
  const t = useMessages(vitalsMessages);
  const format = useFormat();
  if (window.p75 === null) return <span className="text-base-content/70">{t.noData}</span>;
  const rating = ratingOf(metric, window.p75);
  const value =
    metric === 'LCP'
      ? t.seconds({ value: format.decimal(window.p75 / 1000, 2) })
      : metric === 'INP'
        ? t.milliseconds({ value: format.count(Math.round(window.p75)) })
        : format.decimal(window.p75, 3);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">{value}</span>
      <span className={`badge badge-sm ${RATING_CLASS[rating]}`}>{t[rating]}</span>
      <span className="text-base-content/70 text-sm">{t.visits({ count: format.count(window.samples) })}</span>
    </span>
  );
}
