import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, outboxQuerySchema, outboxSchema, toBangladeshiMobile } from '@motoforge/contract';
import { listOutbox } from '../../services/outbox/list-outbox.js';

/** GET /api/admin/outbox: every SMS and e-mail the shop sent (docs/product.md#back-office), for admins. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'What the shop sent by SMS and e-mail, newest first; `to` a phone (as typed) or an e-mail',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { to, ...page } = request.query;
      return listOutbox(app.db, { ...page, to: to ? (toBangladeshiMobile(to) ?? to) : undefined });
    },
  );
};

export default outboxRoutes;
