import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReturnsQuerySchema,
  adminReturnsSchema,
  errorResponseSchema,
  idParamsSchema,
  messages,
  orderReturnsSchema,
  PHOTO_UPLOAD_MAX_BYTES,
  returnCreatedSchema,
  returnDecisionSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnRequestSchema,
  returnSchema,
  uploadResponseSchema,
  wrongFitSchema,
} from '@motoforge/contract';
import type { Couriers } from '../../couriers/courier.js';
import { badRequest, HttpError } from '../../http-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { SslcommerzClient } from '../../payments/sslcommerz-client.js';
import type { PhotoStore } from '../../photos/photo-store.js';
import { actorOf } from '../../plugins/auth.js';
import { moneyRefusals } from './money-refusals.js';
import { toUploadError } from '../upload-error.js';
import { acceptReturn, refuseReturn } from '../../services/returns/decide-return.js';
import { getOrderReturns } from '../../services/returns/get-order-returns.js';
import { getReturn, listReturns } from '../../services/returns/list-returns.js';
import { receiveReturn } from '../../services/returns/receive-return.js';
import { refundReturn } from '../../services/returns/refund-return.js';
import { requestReturn } from '../../services/returns/request-return.js';
import { wrongFitRate } from '../../services/returns/wrong-fit.js';
import { storeImage } from '../../services/uploads/store-image.js';

const errors = moneyRefusals;
const security = [{ bearer: [] }];

type ReturnRoutesOptions = {
  payments: PaymentProvider;
  sslcommerz: SslcommerzClient | null;
  couriers: Couriers;
  photos: PhotoStore;
};

/**
 * Returns and the fit guarantee (docs/returns.md): the buyer asks, the admin accepts or refuses,
 * receives the parts and refunds them. The buyer touches only their own orders' returns (anyone
 * else's is not found); every admin call checks the role in the database.
 */
const returnRoutes: FastifyPluginAsyncZod<ReturnRoutesOptions> = async (
  app,
  { payments, sslcommerz, couriers, photos },
) => {
  const providers = { provider: payments, sslcommerz };
  await app.register(multipart, {
    limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/orders/:id/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "An order's returns, and what of it can still be returned until when",
        security,
        params: idParamsSchema,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) => getOrderReturns(app.db, request.params.id, actorOf(request)),
  );

  app.post(
    '/orders/:id/returns',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Ask to return parts of a delivered order, within the return window',
        security,
        params: idParamsSchema,
        body: returnRequestSchema,
        response: { 201: returnCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const made = await requestReturn(app.db, actorOf(request), request.params.id, request.body);
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/returns/photos',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "Upload a photo for a return (multipart, field 'image'); answers its address",
        consumes: ['multipart/form-data'],
        security,
        response: { 200: uploadResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...errors },
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

  app.get(
    '/returns/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One return, for its buyer or an admin',
        security,
        params: idParamsSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => getReturn(app.db, request.params.id, actorOf(request)),
  );

  app.get(
    '/admin/returns',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Returns, newest first: the open ones, or those of one state',
        security,
        querystring: adminReturnsQuerySchema,
        response: { 200: adminReturnsSchema, ...errors },
      },
    },
    async (request) => listReturns(app.db, request.query),
  );

  app.get(
    '/admin/sales/wrong-fit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Parts returned as not fitting per parts delivered, by month and by part',
        security,
        response: { 200: wrongFitSchema, ...errors },
      },
    },
    async () => wrongFitRate(app.db),
  );

  app.post(
    '/admin/returns/:id/accept',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Accept a requested return: the order's courier is booked to collect it where it can be",
        security,
        params: idParamsSchema,
        body: returnDecisionSchema.optional(),
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await acceptReturn(app.db, couriers, request.params.id, asker, request.body?.note);
      return getReturn(app.db, request.params.id, asker);
    },
  );

  app.post(
    '/admin/returns/:id/refuse',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Refuse a requested return, saying why',
        security,
        params: idParamsSchema,
        body: returnRefusalSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await refuseReturn(app.db, request.params.id, asker, request.body.note);
      return getReturn(app.db, request.params.id, asker);
    },
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "An accepted return's parts arrived: each resellable (stock back) or not; the refund follows",
        security,
        params: idParamsSchema,
        body: returnReceiptSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      const received = await receiveReturn(app.db, request.params.id, asker, request.body.lines);
      // A provider's refund is asked at once; a refusal leaves it waiting for the admin's retry.
      if (received.isRefundWaiting && received.paymentMethod !== 'cod') {
        await refundReturn(app.db, providers, request.params.id, { by: 'admin', userId: asker.id }).catch(
          (error: unknown) => {
            if (!(error instanceof HttpError)) throw error;
          },
        );
      }
      return getReturn(app.db, request.params.id, asker);
    },
  );

  app.post(
    '/admin/returns/:id/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Give a received return's money back: through the provider, or recorded as sent (COD)",
        security,
        params: idParamsSchema,
        body: returnRefundSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await refundReturn(app.db, providers, request.params.id, { by: 'admin', userId: asker.id }, request.body);
      return getReturn(app.db, request.params.id, asker);
    },
  );
};

export default returnRoutes;
