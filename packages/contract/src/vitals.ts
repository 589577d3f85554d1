import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Field vitals (docs/performance.md#field-vitals): what real visits measured, sampled, with the
 * page's route pattern and nothing of the visitor or the address's query.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Google's thresholds: at or under `good` is good, over `poor` is poor, between needs improvement.
 * LCP and INP in milliseconds, CLS a score.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2_500, poor: 4_000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** The largest value a report may carry: anything more is no measurement of a page. */
const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

/**
 * The web app's page routes, as its router names them (`/bn` pages report their English pattern):
 * a report names one of these, so the metrics' labels stay few (apps/web's route test keeps this
 * list and the router alike).
 */
export const VITAL_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
  '/blogs',
  '/portfolio',
  '/allproducts',
  '/parts/:id',
  '/bikes/:vehicleId',
  '/bikes/:vehicleId/:slug',
  '/purchase/:id',
  '/cart',
  '/checkout',
  '/quick-order',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/order',
  '/dashboard/order/:id/confirm',
  '/dashboard/order/:id',
  '/dashboard/review',
  '/dashboard/business',
  '/dashboard/myquotes',
  '/dashboard/myquotes/:id',
  '/dashboard/payment/:id',
  '/dashboard/manageorder',
  '/dashboard/sales',
  '/dashboard/returns',
  '/dashboard/vitals',
  '/dashboard/addproduct',
  '/dashboard/manageproduct',
  '/dashboard/editproduct/:id',
  '/dashboard/lowstock',
  '/dashboard/cataloguefile',
  '/dashboard/diagrams',
  '/dashboard/diagrams/:vehicleId/:slug',
  '/dashboard/questions',
  '/dashboard/outbox',
  '/dashboard/jobs',
  '/dashboard/makeadmin',
  '/dashboard/settings',
  '/dashboard/businessaccounts',
  '/dashboard/customergroups',
  '/dashboard/customergroups/:id',
  '/dashboard/quotes',
  '/dashboard/quotes/:id',
  '*',
] as const;
export type VitalRoute = (typeof VITAL_ROUTES)[number];

/** The most bytes a report may have: three measurements and a route are far less. */
export const VITALS_BODY_MAX_BYTES = 1_024;
/** Reports one client address may send in a minute. */
export const VITALS_PER_MINUTE = 30;

export const vitalsMessages = messageTable('vitals', {
  routeUnknown: 'The page must be one of the shop’s route patterns',
  metricsInvalid: 'Send one to three measurements, each of LCP, INP or CLS once',
  valueInvalid: 'A measurement must be a number from 0 to the largest a page can take',
});

const measurementSchema = lazySchema(() =>
  z
    .object({
      name: z.enum(VITAL_METRICS, { error: vitalsMessages.metricsInvalid }),
      value: z.number({ error: vitalsMessages.valueInvalid }).finite({ error: vitalsMessages.valueInvalid }),
    })
    .strict()
    .refine(({ name, value }) => value >= 0 && value <= VITAL_MAX[name], {
      message: vitalsMessages.valueInvalid,
      path: ['value'],
    }),
);

/** POST /api/vitals: one page load's measurements. */
export const vitalsReportSchema = lazySchema(() =>
  z
    .object({
      route: z.enum(VITAL_ROUTES, { error: vitalsMessages.routeUnknown }),
      metrics: z
        .array(measurementSchema, { error: vitalsMessages.metricsInvalid })
        .min(1, { error: vitalsMessages.metricsInvalid })
        .max(VITAL_METRICS.length, { error: vitalsMessages.metricsInvalid })
        .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length, {
          message: vitalsMessages.metricsInvalid,
        }),
    })
    .strict(),
);
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** One page's 75th percentile of one vital over a window, and how many visits it is of. */
const windowSchema = lazySchema(() => z.object({ p75: z.number().nullable(), samples: z.number().int() }));
export const vitalsSummaryRowSchema = lazySchema(() =>
  z.object({
    route: z.string(),
    metric: z.enum(VITAL_METRICS),
    last7Days: windowSchema,
    last28Days: windowSchema,
  }),
);
/** GET /api/admin/vitals: every page with reports in the last 28 days, its vitals' p75 over 7 and 28 days. */
export const vitalsSummarySchema = lazySchema(() => z.object({ rows: z.array(vitalsSummaryRowSchema) }));
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
