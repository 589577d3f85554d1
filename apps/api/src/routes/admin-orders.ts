import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  courierQuotesSchema,
  errorResponseSchema,
  idParamsSchema,
  salesQuerySchema,
  salesSchema,
} from '@motoforge/contract';
import { exportOrdersCsv } from '../services/orders/export-orders-csv.js';
import { getSales } from '../services/orders/get-sales.js';
import { listAdminOrders } from '../services/orders/list-admin-orders.js';
import { quoteCouriers } from '../services/orders/quote-couriers.js';
import type { Couriers } from '../couriers/courier.js';
import { actorOf } from '../plugins/auth.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../http-download.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const security = [{ bearer: [] }];

/** Manage All Orders' list and CSV, and the sales page's figures (docs/orders.md): admins only. */
const adminOrderRoutes: FastifyPluginAsyncZod<{ couriers: Couriers }> = async (app, { couriers }) => {
  app.addHook('onRequest', app.requireAdmin);
  const shipping = { couriers: [...couriers.keys()] };

  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A page of orders, newest first, with what shipping needs; q finds a buyer (name or e-mail), an order number ' +
          '(MF-7K3QX9), an order id or a tnxId; from/to are days in Bangladesh. total stops at 10,000 (isTotalCapped).',
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query, shipping),
  );

  app.get(
    '/admin/orders.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "The orders that match Manage All Orders' filters as CSV, one record per order line, streamed",
        security,
        querystring: adminOrderListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...errors },
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
      schema: {
        tags: ['admin'],
        summary: 'What each courier set up would charge to carry the order, in taka; null where its API gives no price',
        security,
        params: idParamsSchema,
        response: { 200: courierQuotesSchema, ...errors },
      },
    },
    async (request) => quoteCouriers(app.db, couriers, request.params.id, actorOf(request)),
  );

  app.get(
    '/admin/sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revenue per day over the last 30 or 90 days, orders by state, top parts, COD against online',
        security,
        querystring: salesQuerySchema,
        response: { 200: salesSchema, ...errors },
      },
    },
    async (request) => getSales(app.db, request.query.days),
  );
};

export default adminOrderRoutes;
