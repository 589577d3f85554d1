import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartInputSchema, cartSchema, errorResponseSchema } from '@motoforge/contract';
import { actorOf } from '../../plugins/auth.js';
import { addCartLines } from '../../services/cart/add-cart-lines.js';
import { getCart, replaceCart } from '../../services/cart/account-cart.js';
import { viewCart } from '../../services/cart/view-cart.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const security = [{ bearer: [] }];

/** The cart (docs/product.md#checkout): an account's is kept here; a guest's lives in the browser and is shown through /cart/view. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Your cart, with each part as it is now',
        security,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => getCart(app.db, actorOf(request)),
  );

  app.put(
    '/cart',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary: 'Replace your cart',
        security,
        body: cartInputSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => replaceCart(app.db, actorOf(request), request.body.lines),
  );

  app.post(
    '/cart/lines',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary: 'Add lines to your cart in one step (a quick order): all of them, or none',
        security,
        body: cartInputSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => addCartLines(app.db, actorOf(request), request.body.lines),
  );

  app.post(
    '/cart/view',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['cart'],
        summary: "A guest's cart (kept in the browser) with each part as it is now; nothing is stored",
        body: cartInputSchema,
        response: { 200: cartSchema, 400: errorResponseSchema },
      },
    },
    // A guest's: list prices, whoever asks (ADR 054); an account's own cart has its group's.
    async (request) => viewCart(app.db, request.body.lines, null),
  );
};

export default cartRoutes;
