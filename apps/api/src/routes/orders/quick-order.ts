import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  QUICK_ORDER_BODY_MAX_BYTES,
  QUICK_ORDER_PER_MINUTE,
  quickOrderInputSchema,
  quickOrderSchema,
} from '@motoforge/contract';
import { actorOf } from '../../plugins/auth.js';
import { priceRulesOf } from '../../services/prices/price-rules.js';
import { checkQuickOrder } from '../../services/quick-order/check-quick-order.js';

/**
 * Quick order (docs/product.md#quick-order): a signed-in buyer's pasted lines, each found in the
 * catalogue with the server's price and stock. Nothing is stored: the buyer adds the lines that
 * were found to the cart with POST /api/cart/lines.
 */
const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quick-order',
    {
      onRequest: app.requireUser,
      bodyLimit: QUICK_ORDER_BODY_MAX_BYTES,
      config: { rateLimit: { max: QUICK_ORDER_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary: 'Find the parts of pasted lines of part number and quantity',
        security: [{ bearer: [] }],
        body: quickOrderInputSchema,
        response: {
          200: quickOrderSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = actorOf(request);
      return checkQuickOrder(app.db, request.body.text, (partIds) => priceRulesOf(app.db, id, partIds));
    },
  );
};

export default quickOrderRoutes;
