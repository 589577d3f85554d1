import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficePageQuerySchema,
  editablePartSchema,
  editPartInputSchema,
  errorResponseSchema,
  idParamsSchema,
  lowStockPageSchema,
  restockInputSchema,
  restockPageSchema,
  restockResultSchema,
} from '@motoforge/contract';
import { actorOf } from '../plugins/auth.js';
import { adminErrors, adminSecurity } from './admin.js';
import { editPart } from '../services/catalogue/edit-part.js';
import { getEditablePart } from '../services/catalogue/get-editable-part.js';
import { listLowStock } from '../services/catalogue/list-low-stock.js';
import { listRestocks } from '../services/catalogue/list-restocks.js';
import { restockPart } from '../services/catalogue/restock-part.js';

const errors = adminErrors;
const security = adminSecurity;

/** The back office's product calls (docs/product.md#back-office): edit, restock and the low-stock list; admins only. */
const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/parts/:id',
    {
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
};

export default backOfficeRoutes;
