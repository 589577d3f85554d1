import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, memberPricesInputSchema, memberPricesSchema } from '@motoforge/contract';
import { getMemberPrices } from '../../services/prices/get-member-prices.js';

/**
 * POST /api/prices (docs/decisions/054-business-prices.md): the signed-in buyer's own prices for
 * the parts a page shows. Every shared, cached or server-rendered answer carries list prices; a
 * member's come only from here, marked for no cache but the buyer's own browser memory.
 */
const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prices',
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalogue'],
        summary: "Your business account's prices for these parts (none for a guest or an account in no group)",
        body: memberPricesInputSchema,
        response: { 200: memberPricesSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization');
      return getMemberPrices(app.db, request.body.partIds, request.user);
    },
  );
};

export default pricesRoutes;
