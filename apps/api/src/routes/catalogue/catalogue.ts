import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPartInputSchema,
  backOfficePageQuerySchema,
  deletedCountSchema,
  editablePartSchema,
  editPartInputSchema,
  errorResponseSchema,
  idParamsSchema,
  insertedIdSchema,
  lowStockPageSchema,
  messages,
  partListSchema,
  partSchema,
  PHOTO_UPLOAD_MAX_BYTES,
  restockInputSchema,
  restockPageSchema,
  restockResultSchema,
  uploadResponseSchema,
} from '@motoforge/contract';
import type { CachedBody, CatalogueCache } from '../../cache/catalogue-cache.js';
import { sendCached } from '../../cache/send-cached.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { PhotoStore } from '../../photos/photo-store.js';
import { actorOf } from '../../plugins/auth.js';
import { addPart } from '../../services/catalogue/add-part.js';
import { editPart } from '../../services/catalogue/edit-part.js';
import { getEditablePart } from '../../services/catalogue/get-editable-part.js';
import { listLowStock } from '../../services/catalogue/list-low-stock.js';
import { listRestocks } from '../../services/catalogue/list-restocks.js';
import { removePart } from '../../services/catalogue/remove-part.js';
import { restockPart } from '../../services/catalogue/restock-part.js';
import { storeImage } from '../../services/uploads/store-image.js';
import { adminErrors, adminSecurity } from '../admin-openapi.js';
import { toUploadError } from '../upload-error.js';

const errors = adminErrors;
const security = adminSecurity;

const found = (part: CachedBody | undefined) => {
  if (!part) throw notFound(messages.partNotFound);
  return part;
};

/**
 * The spec's catalogue calls (GET /api/part, /api/purchase/{id}), and the back office's product
 * calls (docs/product.md#back-office): add, edit, restock, remove, the low-stock list and the
 * photo upload, each for admins only.
 */
const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache; photos: PhotoStore }> = async (
  app,
  { catalogue, photos },
) => {
  app.get(
    '/part',
    { schema: { tags: ['catalogue'], summary: 'All parts in shop order', response: { 200: partListSchema } } },
    (request, reply) => sendCached(request, reply, catalogue.parts()),
  );

  app.get(
    '/purchase/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One part',
        params: idParamsSchema,
        response: { 200: partSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const part = catalogue.part(request.params.id);
      return sendCached(request, reply, part instanceof Promise ? part.then(found) : found(part));
    },
  );

  app.post(
    '/part',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a product',
        security,
        body: addPartInputSchema,
        response: { 200: insertedIdSchema, ...errors },
      },
    },
    async (request) => ({ insertedId: await addPart(app.db, request.body) }),
  );

  app.delete(
    '/part/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a product from the catalogue (its orders keep their history)',
        security,
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errors },
      },
    },
    async (request) => ({ deletedCount: await removePart(app.db, request.params.id) }),
  );

  app.get(
    '/admin/parts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A product as the edit form shows it, with the version (`updatedAt`) an edit names',
        security,
        params: idParamsSchema,
        response: { 200: editablePartSchema, ...errors },
      },
    },
    async (request) => getEditablePart(app.db, request.params.id),
  );

  app.patch(
    '/part/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Edit a product: the fields given change; 409 when it was saved (or, for a stock count, its stock moved) since `updatedAt`',
        security,
        params: idParamsSchema,
        body: editPartInputSchema,
        response: { 200: editablePartSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => editPart(app.db, request.params.id, request.body),
  );

  app.post(
    '/part/:id/restock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add stock to a product; logged with who, how many and when',
        security,
        params: idParamsSchema,
        body: restockInputSchema,
        response: { 200: restockResultSchema, ...errors },
      },
    },
    async (request) => restockPart(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/part/:id/restocks',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A product's restocks, newest first",
        security,
        params: idParamsSchema,
        querystring: backOfficePageQuerySchema,
        response: { 200: restockPageSchema, ...errors },
      },
    },
    async (request) => listRestocks(app.db, request.params.id, request.query),
  );

  app.get(
    '/admin/low-stock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Products whose stock is at or below their low-stock threshold, in the shop order',
        security,
        querystring: backOfficePageQuerySchema,
        response: { 200: lowStockPageSchema, ...errors },
      },
    },
    async (request) => listLowStock(app.db, request.query),
  );

  // The photo upload: the multipart parser, with its limits, is registered for this call alone.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    uploads.post(
      '/upload',
      {
        onRequest: app.requireAdmin,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary: 'Upload a product photo (multipart field "image"); answers its URL',
          security,
          consumes: ['multipart/form-data'],
          response: {
            200: uploadResponseSchema,
            ...errors,
            413: errorResponseSchema,
            415: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, messages.photoNotMultipart);
        const file = await request.file().catch(toUploadError);
        if (!file || file.fieldname !== 'image') throw badRequest(messages.photoRequired);
        const bytes = await file.toBuffer().catch(toUploadError);
        return { success: true as const, data: { url: await storeImage(bytes, photos) } };
      },
    );
  });
};

export default catalogueRoutes;
