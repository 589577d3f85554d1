import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminJobsQuerySchema, adminJobsSchema, errorResponseSchema } from '@motoforge/contract';
import { listJobs } from '../../services/jobs/list-jobs.js';

/** GET /api/admin/jobs: the durable jobs' queues and failures (ADR 029), for admins. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The job queues with their jobs counted by state, and the failed jobs, latest first',
        security: [{ bearer: [] }],
        querystring: adminJobsQuerySchema,
        response: {
          200: adminJobsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listJobs(app.db, request.query),
  );
};

export default jobRoutes;
