import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutHeadersSchema,
  checkoutInputSchema,
  checkoutResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  isAdvanceDue,
  lastDeliveryResponseSchema,
  phoneCodeInputSchema,
  poishaToTaka,
  quoteAcceptInputSchema,
  shopOrderSchema,
  type CheckoutResponse,
  type SessionUser,
  type CourierId,
} from '@motoforge/contract';
import { HttpError } from '../../http-error.js';
import type { SmsTransport } from '../../notifications/sms-transport.js';
import type { SslcommerzClient } from '../../payments/sslcommerz-client.js';
import {
  startSslcommerzPayment,
  type SslcommerzCallbacks,
} from '../../services/payments/sslcommerz/start-sslcommerz-payment.js';
import { actorOf } from '../../plugins/auth.js';
import { getLastDelivery } from '../../services/checkout/get-last-delivery.js';
import { getShopOrder } from '../../services/checkout/get-shop-order.js';
import { collectCash } from '../../services/orders/collect-cash.js';
import { getOrderForActor } from '../../services/orders/get-order-for-actor.js';
import { assertPhoneCodeAllowed, sendPhoneCode, verifyPhoneCode } from '../../services/checkout/phone-code.js';
import { placeOrder, type OrderRow, type PlaceOrderSettings } from '../../services/orders/place-order.js';
import { acceptQuote } from '../../services/quotes/accept-quote.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const security = [{ bearer: [] }];

/**
 * The checkout (docs/orders.md): an order of several lines, and the COD phone code that confirms it.
 * An accepted quote is placed here too, and answered as a checkout is (ADR 057).
 */
type CheckoutRouteOptions = {
  settings: PlaceOrderSettings;
  sms: SmsTransport | null;
  /** The API couriers set up: an admin may hand a packed order to each. */
  couriers: readonly CourierId[];
  sslcommerz: ({ client: SslcommerzClient } & SslcommerzCallbacks) | null;
};

const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRouteOptions> = async (
  app,
  { settings, sms, couriers, sslcommerz },
) => {
  app.addHook('onRequest', app.requireUser);

  /** What a placed order's buyer does next: confirm the COD phone, pay here, or at SSLCommerz. */
  const answerPlaced = async ({ order, isNew }: { order: OrderRow; isNew: boolean }, actor: SessionUser) => {
    // The checkout sends the first COD code itself; a retry does not send another. An order asking
    // an advance is confirmed by paying it instead (ADR 063).
    const isAdvance = isAdvanceDue(order);
    if (isNew && order.paymentMethod === 'cod' && !isAdvance) await sendPhoneCode(app.db, sms, order.id, actor);
    const amounts = {
      orderId: order.id,
      subtotal: poishaToTaka(order.subtotalPoisha),
      deliveryFee: poishaToTaka(order.deliveryFeePoisha),
      total: poishaToTaka(order.totalPoisha),
    };
    const payPage = { type: 'pay' as const, path: `/dashboard/payment/${order.id}` };
    let answer: CheckoutResponse = { ...amounts, next: payPage };
    if (order.paymentMethod === 'cod') answer = { ...amounts, next: { type: 'confirm-phone' } };
    if (isAdvance) answer = { ...amounts, next: { type: 'pay', path: `/dashboard/order/${order.id}` } };
    if ((order.paymentMethod === 'sslcommerz' || isAdvance) && sslcommerz && !order.paid) {
      try {
        const url = await startSslcommerzPayment(app.db, sslcommerz.client, order.id, actor, sslcommerz);
        answer = { ...amounts, next: { type: 'redirect', url } };
      } catch (error) {
        // The gateway not answering: the order is placed and held, and can be paid later.
        if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
        answer = { ...amounts, next: answer.next, notice: error.message };
      }
    }
    return answer;
  };

  app.post(
    '/checkout',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Place an order of your cart (or of `lines`); every amount is computed here',
        security,
        headers: checkoutHeadersSchema,
        body: checkoutInputSchema,
        response: { 201: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.paymentMethod === 'cod')
        await assertPhoneCodeAllowed(app.db, request.body.address.phone, actor.id);
      const { lines, address, paymentMethod } = request.body;
      const idempotencyKey = request.headers['idempotency-key'];
      const placing = { lines, delivery: { address }, paymentMethod, idempotencyKey, answers: 'checkout' as const };
      const placed = await placeOrder(app.db, placing, actor, settings);
      return reply.code(201).send(await answerPlaced(placed, actor));
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        summary: 'Accept your priced quote within its date: an order at exactly its prices (once only)',
        security,
        params: idParamsSchema,
        headers: checkoutHeadersSchema,
        body: quoteAcceptInputSchema,
        response: { 201: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.paymentMethod === 'cod')
        await assertPhoneCodeAllowed(app.db, request.body.address.phone, actor.id);
      const idempotencyKey = request.headers['idempotency-key'];
      const placed = await acceptQuote(app.db, request.params.id, { ...request.body, idempotencyKey }, actor, settings);
      return reply.code(201).send(await answerPlaced(placed, actor));
    },
  );

  app.get(
    '/checkout/last-delivery',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Where your latest order was delivered, to offer it again (null before your first)',
        security,
        response: { 200: lastDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => getLastDelivery(app.db, actorOf(request)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'One order with its lines (its buyer or an admin)',
        security,
        params: idParamsSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => getShopOrder(app.db, request.params.id, actorOf(request), { couriers }),
  );

  app.post(
    '/orders/:id/phone-code',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: "Send a new code to a cash-on-delivery order's phone (at most once a minute)",
        security,
        params: idParamsSchema,
        response: { 202: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await sendPhoneCode(app.db, sms, request.params.id, actorOf(request));
      return reply.code(202).send({ success: true as const });
    },
  );

  app.post(
    '/orders/:id/phone-code/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Confirm a cash-on-delivery order with the code sent to its phone',
        security,
        params: idParamsSchema,
        body: phoneCodeInputSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await verifyPhoneCode(app.db, request.params.id, request.body.code, actor);
      return getShopOrder(app.db, request.params.id, actor);
    },
  );

  app.post(
    '/admin/orders/:id/cash-collected',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A confirmed cash-on-delivery order was paid at the door: paid and delivered',
        security,
        params: idParamsSchema,
        response: { 200: shopOrderSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const order = await getOrderForActor(app.db, request.params.id, actor);
      await collectCash(app.db, order.id, { by: 'admin', userId: actor.id });
      return getShopOrder(app.db, order.id, actor);
    },
  );
};

export default checkoutRoutes;
