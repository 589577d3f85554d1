import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutMessages, errorResponseSchema, idParamsSchema, shopOrderSchema } from '@motoforge/contract';
import { eq } from 'drizzle-orm';
import { orders, sslcommerzPayments, users } from '../../db/schema.js';
import { isSignedBySslcommerz, type SslcommerzClient } from '../../payments/sslcommerz-client.js';
import { actorOf } from '../../plugins/auth.js';
import { getShopOrder } from '../../services/checkout/get-shop-order.js';
import { confirmSslcommerzPayment } from '../../services/payments/sslcommerz/confirm-sslcommerz-payment.js';
import { reviewHeldSslcommerzPayment } from '../../services/payments/sslcommerz/review-held-payment.js';
import { startSslcommerzPayment } from '../../services/payments/sslcommerz/start-sslcommerz-payment.js';
import { isProviderError } from '../../provider-error.js';

/** What SSLCommerz posts (IPN, the buyer's return): form fields, each a string. */
const gatewayFieldsSchema = z.record(z.string(), z.string());
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};

export type SslcommerzRouteOptions = { client: SslcommerzClient; storePassword: string; apiBaseUrl: string };

/**
 * SSLCommerz (docs/product.md#paying-online): a session for an order, the gateway's IPN and the buyer's return. The
 * gateway's posts carry no session of ours (they come from its site): what they say counts only
 * once it is signed and the validation API confirms it (confirmSslcommerzPayment).
 */
const sslcommerzRoutes: FastifyPluginAsyncZod<SslcommerzRouteOptions> = async (
  app,
  { client, storePassword, apiBaseUrl },
) => {
  // The gateway posts form-encoded fields; only these routes read that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  /** The signed fields' payment, checked with the gateway; unsigned posts change nothing. */
  const confirmPosted = async (fields: Record<string, string>) => {
    const { tran_id: tranId, val_id: valId } = fields;
    if (!tranId || !valId || !isSignedBySslcommerz(fields, storePassword)) return 'unsigned' as const;
    try {
      return await confirmSslcommerzPayment(app.db, client, { tranId, valId });
    } catch (error) {
      // The validation API did not answer: nothing is believed yet. The gateway repeats its IPN,
      // and the payment page can ask again.
      if (isProviderError(error, 'sslcommerz')) return 'unconfirmed' as const;
      throw error;
    }
  };

  /**
   * The order's payment page, in the buyer's language, saying how the gateway ended; for an
   * advance (ADR 063), the order's own page, which shows the advance and the cash due.
   */
  const paymentPageOf = async (tranId: string | undefined, outcome: string) => {
    if (!tranId) return '/';
    const [found] = await app.db
      .select({ orderId: sslcommerzPayments.orderId, purpose: sslcommerzPayments.purpose, language: users.language })
      .from(sslcommerzPayments)
      .innerJoin(orders, eq(orders.id, sslcommerzPayments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(sslcommerzPayments.tranId, tranId))
      .limit(1);
    if (!found) return '/';
    const page = found.purpose === 'advance' ? 'order' : 'payment';
    return `${found.language === 'bn' ? '/bn' : ''}/dashboard/${page}/${found.orderId}?online=${outcome}`;
  };

  app.post(
    '/orders/:id/sslcommerz',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "Open SSLCommerz's hosted page to pay one of your orders, or a risky COD order's advance (its amount from the database)",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request) => ({
      url: await startSslcommerzPayment(app.db, client, request.params.id, actorOf(request), { apiBaseUrl }),
    }),
  );

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        tags: ['payments'],
        summary: "SSLCommerz's IPN: believed only when signed and confirmed by its validation API",
        body: gatewayFieldsSchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await confirmPosted(request.body);
      return { received: true as const };
    },
  );

  for (const outcome of ['success', 'fail', 'cancel'] as const) {
    app.post(
      `/payments/sslcommerz/${outcome}`,
      {
        schema: {
          tags: ['payments'],
          summary: `The buyer back from SSLCommerz (${outcome}): 303 to the order's payment page`,
          body: gatewayFieldsSchema,
        },
      },
      async (request, reply) => {
        const fields = request.body;
        // A "success" is whatever the validation API says; fail and cancel need nothing checked.
        const said = outcome === 'success' ? await confirmPosted(fields) : outcome;
        const shown = said === 'paid' || said === 'held' ? said : outcome === 'success' ? 'unconfirmed' : outcome;
        return reply.redirect(await paymentPageOf(fields.tran_id, shown), 303);
      },
    );
  }

  app.post(
    '/admin/orders/:id/sslcommerz-review',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Accept or refuse an SSLCommerz payment held as risky (risk_level 1)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: z.object({ accept: z.boolean({ error: checkoutMessages.paymentNotHeld }) }),
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      await reviewHeldSslcommerzPayment(app.db, client, request.params.id, request.body.accept);
      return getShopOrder(app.db, request.params.id, actorOf(request));
    },
  );
};

export default sslcommerzRoutes;
