import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema, invoiceQuerySchema, vatSummaryQuerySchema } from '@motoforge/contract';
import { actorOf } from '../../plugins/auth.js';
import { getInvoiceDocument } from '../../services/invoices/get-invoice-document.js';
import { INVOICE_LABELS } from '../../services/invoices/invoice-labels.js';
import { issueInvoice } from '../../services/invoices/issue-invoice.js';
import { renderInvoicePdf } from '../../services/invoices/render-invoice-pdf.js';
import { vatSummaryCsv } from '../../services/invoices/vat-summary-csv.js';
import { CSV_TYPE, sendDownload } from '../../http-download.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearer: [] }];

/**
 * VAT invoices (Mushak 6.3) and the month's VAT summary (docs/orders.md#vat-invoices, ADR 051). The
 * bodies go through the untyped reply: the typed one takes only what its schemas describe.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "The order's VAT invoice as PDF, issued (numbered) the first time it is asked for: its buyer or an admin; 409 " +
          'before the order is confirmed',
        security,
        params: idParamsSchema,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await issueInvoice(app.db, request.params.id, actorOf(request));
      const language = request.query.lang;
      const document = await getInvoiceDocument(app.db, invoice, INVOICE_LABELS[language].delivery);
      const pdf = await renderInvoicePdf(document, language);
      sendDownload(reply, { type: 'application/pdf', name: `invoice-${invoice.number}-${language}.pdf`, body: pdf });
    },
  );

  app.get(
    '/admin/vat-summary.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Sales and VAT by rate over the VAT invoices issued in a month (Dhaka time), as CSV',
        security,
        querystring: vatSummaryQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await vatSummaryCsv(app.db, request.query.month);
      sendDownload(reply, { type: CSV_TYPE, name: `motoforge-vat-${request.query.month}.csv`, body: csv });
    },
  );
};

export default invoiceRoutes;
