import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  markOrderPaidInputSchema,
  markOrderPaidResponseSchema,
  myOrderListSchema,
  myOrdersQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  placeOrderInputSchema,
  placeOrderResponseSchema,
} from '@motoforge/contract';
import type { PaymentProvider } from '../payments/provider.js';
import { deleteOrder } from '../services/orders/delete-order.js';
import { getBookingForActor } from '../services/orders/get-order-for-actor.js';
import { listMyOrders } from '../services/orders/list-my-orders.js';
import { listOrders } from '../services/orders/list-orders.js';
import { placeOrder, type PlaceOrderSettings } from '../services/orders/place-order.js';
import { assertPhoneCodeAllowed, sendPhoneCode } from '../services/checkout/phone-code.js';
import type { SmsTransport } from '../notifications/sms-transport.js';
import { toOrder } from '../services/orders/to-order.js';
import { markOrderPaid } from '../services/payments/mark-order-paid.js';
import { actorOf } from '../plugins/auth.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearer: [] }];

type OrderRouteOptions = { payments: PaymentProvider; settings: PlaceOrderSettings; sms: SmsTransport | null };

const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { payments, settings, sms }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/booking',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (reserves stock); price and customer come from the server',
        security,
        body: placeOrderInputSchema,
        response: { 200: placeOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { productId, quantity, phone, address, paymentMethod } = request.body;
      const delivery =
        typeof address === 'string' ? { phone, addressText: address } : { address: { ...address, phone } };
      if (paymentMethod === 'cod') await assertPhoneCodeAllowed(app.db, phone, actor.id);
      const placing = {
        lines: [{ partId: productId, quantity }],
        delivery,
        paymentMethod,
        answers: 'booking' as const,
      };
      const { order } = await placeOrder(app.db, placing, actor, settings);
      if (order.paymentMethod === 'cod') await sendPhoneCode(app.db, sms, order.id, actor);
      return { success: true as const, insertedId: order.id };
    },
  );

  app.get(
    '/booking',
    {
      schema: {
        tags: ['orders'],
        summary: "?user=EMAIL: that customer's orders (your own, or any for admins); no query: all orders (admins)",
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => listOrders(app.db, request.query, actorOf(request)),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'My Orders: your own orders, one per order with its parts, newest first, a page at a time',
        security,
        querystring: myOrdersQuerySchema,
        response: { 200: myOrderListSchema, ...errors },
      },
    },
    async (request) => listMyOrders(app.db, request.query, actorOf(request)),
  );

  app.get(
    '/booking/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order (its owner or an admin)',
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => toOrder(await getBookingForActor(app.db, request.params.id, actorOf(request))),
  );

  app.delete(
    '/booking/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Delete an order: your own while unpaid (stock returns), or any as admin',
        security,
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errors },
      },
    },
    async (request) => ({ deletedCount: await deleteOrder(app.db, payments, request.params.id, actorOf(request)) }),
  );

  app.patch(
    '/booking/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Mark your order paid by a payment intent, after the provider confirms it succeeded',
        security,
        params: idParamsSchema,
        body: markOrderPaidInputSchema,
        response: { 200: markOrderPaidResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await markOrderPaid(
        app.db,
        payments,
        { bookingId: request.params.id, tnxId: request.body.tnxId },
        actorOf(request),
      );
      return { success: true as const, ...result };
    },
  );
};

export default orderRoutes;
