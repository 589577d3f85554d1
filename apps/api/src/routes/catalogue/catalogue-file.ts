import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_FILE_MAX_BYTES,
  catalogueFileMessages,
  catalogueImportRejectionSchema,
  catalogueImportResultSchema,
  errorResponseSchema,
  messages,
  NDJSON_MEDIA_TYPE,
  type CatalogueImportLine,
} from '@motoforge/contract';
import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import { HttpError } from '../../http-error.js';
import { withIdentities } from '../../plugins/errors.js';
import { exportCatalogue } from '../../services/catalogue-file/export-catalogue.js';
import { importCatalogue } from '../../services/catalogue-file/import-catalogue.js';
import { CSV_TYPE, datedCsvName, sendDownload } from '../../http-download.js';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/**
 * The request body as text, refused with a 413 that says what to do once it passes the route's
 * limit: at once when its Content-Length says so, else when that many bytes have come.
 */
export function readBodyText(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<string> {
  const tooLarge = () => new HttpError(413, catalogueFileMessages.tooLarge);
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        payload.removeAllListeners('data');
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('error', reject);
    payload.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * Sends a stream as it is read. Through the untyped reply: the typed one takes only the bodies its
 * response schemas describe, which a stream is not.
 */
function sendStream(reply: FastifyReply, contentType: string, stream: Readable): void {
  reply.header('content-type', contentType).header('cache-control', 'no-store').send(stream);
}

/**
 * The admin's catalogue CSV: export and import (docs/product.md#catalogue, docs/architecture.md "Catalogue
 * file"). The import answers JSON, or, asked for NDJSON, a line per step of its progress.
 */
const catalogueFileRoutes: FastifyPluginAsyncZod<{ catalogue: Pick<CatalogueCache, 'catchUp'> }> = async (
  app,
  { catalogue },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    readBodyText(request, payload, request.routeOptions.bodyLimit ?? CATALOGUE_FILE_MAX_BYTES).then(
      (text) => done(null, text),
      (error: Error) => done(error, undefined),
    );
  });

  app.get(
    '/admin/catalogue.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The live catalogue as CSV, in shop order (sku, name, category, description, price in taka, …)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180'), ...errors },
      },
    },
    (_request, reply) => {
      sendDownload(reply, {
        type: CSV_TYPE,
        name: datedCsvName('motoforge-catalogue'),
        body: Readable.from(exportCatalogue(app.db)),
      });
    },
  );

  app.post(
    '/admin/catalogue/import',
    {
      bodyLimit: CATALOGUE_FILE_MAX_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary:
          'Import the catalogue CSV (text/csv), all or nothing: every row is checked first and the file is saved in one ' +
          'transaction only if none is bad; rows upsert parts by SKU and replace their fitment. Answers ' +
          '{ created, updated }, or 400 with every bad row ({ row, message }, the column names being row 1). ' +
          `With "Accept: ${NDJSON_MEDIA_TYPE}" it answers 200 and a stream of lines instead: ` +
          '{"phase":"checking"|"saving","done":n,"total":N} as it goes, then {"phase":"done",created,updated} or ' +
          '{"phase":"failed",success:false,message,errors}.',
        security,
        consumes: ['text/csv'],
        body: z.string(),
        response: {
          200: catalogueImportResultSchema,
          400: z.union([catalogueImportRejectionSchema, errorResponseSchema]),
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...errors,
        },
      },
    },
    (request, reply) => {
      if (!request.headers.accept?.includes(NDJSON_MEDIA_TYPE)) {
        return importCatalogue(app.db, request.body).then((outcome) => {
          if (outcome.isImported) return outcome.result;
          reply.code(400);
          return outcome.rejection;
        });
      }

      const lines = new PassThrough();
      const send = (line: CatalogueImportLine) => {
        if (lines.writable) lines.write(`${JSON.stringify(line)}\n`);
      };
      const run = async () => {
        try {
          const outcome = await importCatalogue(app.db, request.body, (phase, done, total) =>
            send({ phase, done, total }),
          );
          if (outcome.isImported) {
            // The status went out before the write: the hook that makes a writer read its own write
            // ran too early, so the last line waits for it here.
            await catalogue.catchUp();
            send({ phase: 'done', ...outcome.result });
          } else send(withIdentities({ phase: 'failed', ...outcome.rejection }));
        } catch (error) {
          request.log.error({ err: error }, 'catalogue import failed');
          send(withIdentities({ phase: 'failed', success: false, message: messages.serverError, errors: [] }));
        } finally {
          lines.end();
        }
      };
      void run();
      sendStream(reply, `${NDJSON_MEDIA_TYPE}; charset=utf-8`, lines);
    },
  );
};

export default catalogueFileRoutes;
