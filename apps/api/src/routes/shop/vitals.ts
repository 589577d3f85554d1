import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  VITALS_BODY_MAX_BYTES,
  VITALS_PER_MINUTE,
  vitalsReportSchema,
  vitalsSummarySchema,
} from '@motoforge/contract';
import type { ShopMetrics } from '../../metrics/shop-metrics.js';
import { recordVitals, summariseVitals } from '../../services/vitals/field-vitals.js';

/**
 * Field vitals (docs/performance.md#field-vitals): POST /api/vitals takes a sampled visit's LCP,
 * INP and CLS with its page's route pattern, from anyone (a beacon carries no token), so it is
 * small, strict and rate-limited; GET /api/admin/vitals is the back office's p75 per page.
 */
const vitalsRoutes: FastifyPluginAsyncZod<{ metrics: ShopMetrics | null }> = async (app, { metrics }) => {
  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_MAX_BYTES,
      config: { rateLimit: { max: VITALS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['vitals'],
        summary: "One sampled visit's Core Web Vitals, with its page's route pattern",
        body: vitalsReportSchema,
        response: {
          204: z.null().describe('Kept'),
          400: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await recordVitals(app.db, request.body);
      metrics?.recordVitals(request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/vitals',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Each page's 75th percentile of LCP, INP and CLS over the last 7 and 28 days",
        security: [{ bearer: [] }],
        response: { 200: vitalsSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => summariseVitals(app.db),
  );
};

export default vitalsRoutes;
