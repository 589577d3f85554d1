import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addVinPatternSchema,
  errorResponseSchema,
  VIN_PATTERN_FILE_MAX_BYTES,
  vinMessages,
  catalogueImportRejectionSchema,
  vinPatternImportResultSchema,
  vinPatternListQuerySchema,
  vinPatternListSchema,
  vinPatternSchema,
  vinUnknownListSchema,
} from '@motoforge/contract';
import { exportVinPatterns, importVinPatterns } from '../../services/vin/vin-pattern-file.js';
import { addVinPattern, listVinPatterns, listVinUnknowns, removeVinPattern } from '../../services/vin/vin-patterns.js';
import { adminErrors, adminSecurity } from '../admin-openapi.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../../http-download.js';

const patternParamsSchema = z.object({
  id: z.coerce.number({ error: vinMessages.patternNotFound }).int(vinMessages.patternNotFound),
});

/** The admin's chassis-number patterns and the log of unknown numbers, under /api/admin; admins only. */
const vinPatternRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const security = adminSecurity;
  const errors = adminErrors;
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: VIN_PATTERN_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/vin-patterns',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of the chassis-number patterns, by maker code and descriptor',
        security,
        querystring: vinPatternListQuerySchema,
        response: { 200: vinPatternListSchema, ...errors },
      },
    },
    async (request) => listVinPatterns(app.db, request.query),
  );

  app.post(
    '/admin/vin-patterns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a pattern: maker code (VIN characters 1–3), descriptor (4–8, ? for any one) and vehicle',
        security,
        body: addVinPatternSchema,
        response: { 201: vinPatternSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addVinPattern(app.db, request.body)),
  );

  app.delete(
    '/admin/vin-patterns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a pattern',
        security,
        params: patternParamsSchema,
        response: { ...errors, 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await removeVinPattern(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/vin-patterns.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The patterns as CSV: wmi, descriptor, make, model, variant',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...errors },
      },
    },
    async (_request, reply) => {
      sendDownload(reply, {
        type: CSV_TYPE,
        name: datedCsvName('motoforge-vin-patterns'),
        body: await exportVinPatterns(app.db),
      });
    },
  );

  app.post(
    '/admin/vin-patterns/import',
    {
      bodyLimit: VIN_PATTERN_FILE_MAX_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary:
          'Replace the patterns with a CSV file (text/csv; the columns of the export), all or nothing: a file with ' +
          'a bad row changes nothing and answers 400 with every problem ({ row, message }, the column names being row 1)',
        security,
        consumes: ['text/csv'],
        body: z.string(),
        response: {
          ...errors,
          200: vinPatternImportResultSchema,
          400: z.union([catalogueImportRejectionSchema, errorResponseSchema]),
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await importVinPatterns(app.db, request.body);
      if (outcome.isImported) return outcome.result;
      return reply.code(400).send(outcome.rejection);
    },
  );

  app.get(
    '/admin/vin-unknowns',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Chassis numbers no pattern could name, by maker code and descriptor (never the whole number), the most recent first',
        security,
        response: { 200: vinUnknownListSchema, ...errors },
      },
    },
    async () => listVinUnknowns(app.db),
  );
};

export default vinPatternRoutes;
