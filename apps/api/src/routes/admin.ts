import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPartInputSchema,
  approveOrderInputSchema,
  deletedCountSchema,
  emailParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  insertedIdSchema,
  messages,
  modifiedCountSchema,
  PHOTO_UPLOAD_MAX_BYTES,
  questionListSchema,
  tnxIdParamsSchema,
  uploadResponseSchema,
  userListSchema,
} from '@motoforge/contract';
import { badRequest, HttpError } from '../http-error.js';
import { addPart } from '../services/catalogue/add-part.js';
import { removePart } from '../services/catalogue/remove-part.js';
import { actorOf } from '../plugins/auth.js';
import { toUploadError } from './upload-error.js';
import type { PhotoStore } from '../photos/photo-store.js';
import { approveOrder } from '../services/orders/approve-order.js';
import { listQuestions } from '../services/questions/list-questions.js';
import { storeImage } from '../services/uploads/store-image.js';
import { listUsers } from '../services/users/list-users.js';
import { promoteUser } from '../services/users/promote-user.js';

/** The refusals every admin call may answer, and its bearer security, for the OpenAPI document. */
export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
export const adminSecurity = [{ bearer: [] }];
const errors = adminErrors;
const security = adminSecurity;

/** The back office. One hook checks the caller's role in the database for every route here. */
const adminRoutes: FastifyPluginAsyncZod<{ photos: PhotoStore }> = async (app, { photos }) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/part',
    {
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

  app.patch(
    '/status/:tnxId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a paid order for shipping (404 when no paid order has this transaction id)',
        security,
        params: tnxIdParamsSchema,
        body: approveOrderInputSchema,
        response: { 200: modifiedCountSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await approveOrder(app.db, request.params.tnxId, { by: 'admin', userId: actorOf(request).id }),
    }),
  );

  app.get(
    '/question',
    {
      schema: {
        tags: ['admin'],
        summary: 'Questions asked from the home page, newest first',
        security,
        response: { 200: questionListSchema, ...errors },
      },
    },
    async () => ({ result: await listQuestions(app.db) }),
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['admin'],
        summary: 'All accounts with their role',
        security,
        response: { 200: userListSchema, ...errors },
      },
    },
    async () => listUsers(app.db),
  );

  app.put(
    '/user/admin/:email',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make an account an admin',
        security,
        params: emailParamsSchema,
        response: { 200: modifiedCountSchema, ...errors },
      },
    },
    async (request) => ({ modifiedCount: await promoteUser(app.db, request.params.email) }),
  );

  app.post(
    '/upload',
    {
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
};

export default adminRoutes;
