import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  approveOrderInputSchema,
  courierQuotesSchema,
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  markOrderPaidInputSchema,
  markOrderPaidResponseSchema,
  modifiedCountSchema,
  myOrderListSchema,
  myOrdersQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  placeOrderInputSchema,
  placeOrderResponseSchema,
  salesQuerySchema,
  salesSchema,
  tnxIdParamsSchema,
} from '@motoforge/contract';
import type { Couriers } from '../../couriers/courier.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../../http-download.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { deleteOrder } from '../../services/orders/delete-order.js';
import { getBookingForActor } from '../../services/orders/get-order-for-actor.js';
import { listMyOrders } from '../../services/orders/list-my-orders.js';
import { listOrders } from '../../services/orders/list-orders.js';
import { placeOrder, type PlaceOrderSettings } from '../../services/orders/place-order.js';
import { assertPhoneCodeAllowed, sendPhoneCode } from '../../services/checkout/phone-code.js';
import type { SmsTransport } from '../../notifications/sms-transport.js';
import { toOrder } from '../../services/orders/to-order.js';
import { markOrderPaid } from '../../services/payments/mark-order-paid.js';
import { actorOf } from '../../plugins/auth.js';
import { approveOrder } from '../../services/orders/approve-order.js';
import { exportOrdersCsv } from '../../services/orders/export-orders-csv.js';
import { getSales } from '../../services/orders/get-sales.js';
import { listAdminOrders } from '../../services/orders/list-admin-orders.js';
import { quoteCouriers } from '../../services/orders/quote-couriers.js';
import { adminErrors } from '../admin-openapi.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearer: [] }];

type OrderRouteOptions = {
  payments: PaymentProvider;
  settings: PlaceOrderSettings;
  sms: SmsTransport | null;
  couriers: Couriers;
};

/**
 * Placing and reading orders, for their customer (or an admin); and the admin's own order calls:
 * approving a paid order, Manage All Orders' list and CSV, courier quotes and the sales page's
 * figures (docs/orders.md), each guarded by `requireAdmin`.
 */
const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { payments, settings, sms, couriers }) => {
  app.addHook('onRequest', app.requireUser);
  const shipping = { couriers: [...couriers.keys()] };

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

  app.patch(
    '/status/:tnxId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a paid order for shipping (404 when no paid order has this transaction id)',
        security,
        params: tnxIdParamsSchema,
        body: approveOrderInputSchema,
        response: { 200: modifiedCountSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      modifiedCount: await approveOrder(app.db, request.params.tnxId, { by: 'admin', userId: actorOf(request).id }),
    }),
  );

  app.get(
    '/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'A page of orders, newest first, with what shipping needs; q finds a buyer (name or e-mail), an order number ' +
          '(MF-7K3QX9), an order id or a tnxId; from/to are days in Bangladesh. total stops at 10,000 (isTotalCapped).',
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...adminErrors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query, shipping),
  );

  app.get(
    '/admin/orders.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The orders that match Manage All Orders' filters as CSV, one record per order line, streamed",
        security,
        querystring: adminOrderListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...adminErrors },
      },
    },
    (request, reply) => {
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      sendDownload(reply, {
        type: CSV_TYPE,
        name: datedCsvName('motoforge-orders'),
        body: Readable.from(exportOrdersCsv(app.db, filters)),
      });
    },
  );

  app.get(
    '/admin/orders/:id/courier-quotes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'What each courier set up would charge to carry the order, in taka; null where its API gives no price',
        security,
        params: idParamsSchema,
        response: { 200: courierQuotesSchema, ...adminErrors },
      },
    },
    async (request) => quoteCouriers(app.db, couriers, request.params.id, actorOf(request)),
  );

  app.get(
    '/admin/sales',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Revenue per day over the last 30 or 90 days, orders by state, top parts, COD against online',
        security,
        querystring: salesQuerySchema,
        response: { 200: salesSchema, ...adminErrors },
      },
    },
    async (request) => getSales(app.db, request.query.days),
  );
};

export default orderRoutes;
