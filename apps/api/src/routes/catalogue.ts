import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, partListSchema, partSchema } from '@motoforge/contract';
import { getPartById } from '../services/catalogue/get-part-by-id.js';
import { listParts } from '../services/catalogue/list-parts.js';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/part',
    { schema: { tags: ['catalogue'], summary: 'All parts in shop order', response: { 200: partListSchema } } },
    async () => listParts(app.db),
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
    async (request) => getPartById(app.db, request.params.id),
  );
};

export default catalogueRoutes;
