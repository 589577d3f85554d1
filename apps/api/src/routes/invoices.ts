import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema, invoiceQuerySchema, vatSummaryQuerySchema } from '@motoforge/contract';
import { actorOf } from '../plugins/auth.js';
import { getInvoiceDocument } from '../services/invoices/get-invoice-document.js';
import { INVOICE_LABELS } from '../services/invoices/invoice-labels.js';
import { issueInvoice } from '../services/invoices/issue-invoice.js';
import { renderInvoicePdf } from '../services/invoices/render-invoice-pdf.js';
import { vatSummaryCsv } from '../services/invoices/vat-summary-csv.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearer: [] }];

/** A file to download, kept by no cache: an invoice and a summary are one account's, or the admin's. */
function sendDownload(reply: FastifyReply, type: string, name: string, body: Buffer | string): void {
  reply
    .header('content-type', type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}

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
      sendDownload(reply, 'application/pdf', `invoice-${invoice.number}-${language}.pdf`, pdf);
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
      sendDownload(reply, 'text/csv; charset=utf-8', `motoforge-vat-${request.query.month}.csv`, csv);
    },
  );
};

export default invoiceRoutes;
