import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { errorResponseSchema } from '@motoforge/contract';
import { z } from 'zod';
import { badRequest } from '../../http-error.js';
import { handleStripeEvent } from '../../services/payments/handle-stripe-event.js';

type Options = { stripe: Stripe; webhookSecret: string };

/** Stripe's signature covers the exact bytes, so this route keeps the raw body (its own scope). */
const stripeWebhookRoutes: FastifyPluginAsync<Options> = async (app, { stripe, webhookSecret }) => {
  // In this scope only: the app's own JSON parser (plugins/json-body.ts) gives way to the raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed)',
        response: { 200: z.object({ received: z.literal(true), result: z.string() }), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('Missing Stripe signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
      return { received: true as const, result: await handleStripeEvent(app.db, event) };
    },
  );
};

export default stripeWebhookRoutes;
