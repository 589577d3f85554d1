import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  errorResponseSchema,
  salesQuerySchema,
  salesSchema,
} from '@motoforge/contract';
import { exportOrdersCsv } from '../services/back-office/export-orders-csv.js';
import { getSales } from '../services/back-office/get-sales.js';
import { listAdminOrders } from '../services/back-office/list-admin-orders.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../http-download.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/** Manage All Orders' list and CSV, and the sales page's figures (docs/orders.md): admins only. */
const adminOrderRoutes: FastifyPluginAsyncZod<{ hasSteadfast: boolean }> = async (app, { hasSteadfast }) => {
  app.addHook('onRequest', app.requireAdmin);

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
    async (request) => listAdminOrders(app.db, request.query, { hasSteadfast }),
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
