import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTestPaymentInputSchema,
  confirmTestPaymentResponseSchema,
  createPaymentIntentInputSchema,
  createPaymentIntentResponseSchema,
  errorResponseSchema,
} from '@motoforge/contract';
import type { PaymentProvider } from '../../payments/provider.js';
import { confirmTestPayment } from '../../services/payments/confirm-test-payment.js';
import { createPaymentIntent } from '../../services/payments/create-payment-intent.js';
import { actorOf } from '../../plugins/auth.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  app.post(
    '/create-payment-intent',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'The card payment intent for one of your unpaid orders (amount from the database)',
        security: [{ bearer: [] }],
        body: createPaymentIntentInputSchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => createPaymentIntent(app.db, payments, { bookingId: request.body.orderId }, actorOf(request)),
  );

  if (payments.name === 'test') {
    // Knowing the client secret is what authorises a confirm, as with Stripe.js.
    app.post(
      '/test-payments/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          summary: "The built-in test provider's card confirmation (Stripe's test cards)",
          body: confirmTestPaymentInputSchema,
          response: { 200: confirmTestPaymentResponseSchema, ...errors },
        },
      },
      async (request) => confirmTestPayment(app.db, request.body),
    );
  }
};

export default paymentRoutes;
