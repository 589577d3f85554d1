import { notifyDiagramsOnWrite } from '../../cache/catalogue-notifications.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLOUT_FILE_MAX_BYTES,
  calloutImportResultSchema,
  catalogueImportRejectionSchema,
  errorResponseSchema,
} from '@motoforge/contract';
import { exportCallouts } from '../../services/diagram-file/export-callouts.js';
import { importCallouts } from '../../services/diagram-file/import-callouts.js';
import { readBodyText } from './catalogue-file.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../../http-download.js';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/** The admin's callouts file: export and import (docs/product.md#parts-diagrams). */
const diagramFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', notifyDiagramsOnWrite);
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    readBodyText(request, payload, request.routeOptions.bodyLimit ?? CALLOUT_FILE_MAX_BYTES).then(
      (text) => done(null, text),
      (error: Error) => done(error, undefined),
    );
  });

  app.get(
    '/admin/diagrams/callouts.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every callout of every parts diagram as CSV (vehicle, assembly, callout, sku, quantity, years, x, y)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...errors },
      },
    },
    async (_request, reply) => {
      sendDownload(reply, {
        type: CSV_TYPE,
        name: datedCsvName('motoforge-callouts'),
        body: await exportCallouts(app.db),
      });
    },
  );

  app.post(
    '/admin/diagrams/callouts/import',
    {
      bodyLimit: CALLOUT_FILE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Import the callouts CSV (text/csv), all or nothing: every row is checked first; each diagram the file ' +
          "names gets exactly the file's callouts. 400 with every bad row ({ row, message }, the column names being row 1).",
        security,
        consumes: ['text/csv'],
        body: z.string(),
        response: {
          200: calloutImportResultSchema,
          400: z.union([catalogueImportRejectionSchema, errorResponseSchema]),
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await importCallouts(app.db, request.body);
      if (outcome.isImported) return outcome.result;
      return reply.code(400).send(outcome.rejection);
    },
  );
};

export default diagramFileRoutes;
