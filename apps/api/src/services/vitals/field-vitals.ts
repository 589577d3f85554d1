import { sql } from 'drizzle-orm';
import { VITAL_METRICS, type VitalsReport, type VitalsSummary } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { webVitals } from '../../db/schema.js';

/** How long reports are kept: the back office's longest window. */
export const VITALS_KEPT_DAYS = 28;

/** Keeps one page load's measurements (docs/performance.md#field-vitals). */
export async function recordVitals(db: Db, report: VitalsReport): Promise<void> {
  await db
    .insert(webVitals)
    .values(report.metrics.map(({ name, value }) => ({ route: report.route, metric: name, value })));
}

/**
 * Each page's 75th percentile of each vital over the last 7 and 28 days, read in the database over
 * the 28 days' rows only (the index on `recorded_at`); one row per page and vital reported, so at
 * most the shop's routes times three.
 */
export async function summariseVitals(db: Db, now = new Date()): Promise<VitalsSummary> {
  const since28 = new Date(now.getTime() - VITALS_KEPT_DAYS * 86_400_000);
  const since7 = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await db
    .select({
      route: webVitals.route,
      metric: webVitals.metric,
      p75Of7: sql<
        number | null
      >`percentile_cont(0.75) within group (order by ${webVitals.value}) filter (where ${webVitals.recordedAt} >= ${since7.toISOString()})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
      samplesOf7: sql<number>`count(*) filter (where ${webVitals.recordedAt} >= ${since7.toISOString()})`.mapWith(
        Number,
      ),
      p75Of28: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      samplesOf28: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(sql`${webVitals.recordedAt} >= ${since28.toISOString()} and ${webVitals.recordedAt} <= ${now.toISOString()}`)
    .groupBy(webVitals.route, webVitals.metric)
    .orderBy(webVitals.route, webVitals.metric);
  const metricOrder = (metric: string) => VITAL_METRICS.indexOf(metric as (typeof VITAL_METRICS)[number]);
  return {
    rows: rows
      .sort((a, b) => a.route.localeCompare(b.route) || metricOrder(a.metric) - metricOrder(b.metric))
      .map((row) => ({
        route: row.route,
        metric: row.metric,
        last7Days: { p75: row.samplesOf7 > 0 ? row.p75Of7 : null, samples: row.samplesOf7 },
        last28Days: { p75: row.p75Of28, samples: row.samplesOf28 },
      })),
  };
}

/** Deletes reports older than the longest window; answers how many went. */
export async function pruneVitals(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - VITALS_KEPT_DAYS * 86_400_000);
  const deleted = await db
    .delete(webVitals)
    .where(sql`${webVitals.recordedAt} < ${before.toISOString()}`)
    .returning({ id: webVitals.id });
  return deleted.length;
}
