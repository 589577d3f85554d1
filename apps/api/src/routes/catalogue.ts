import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, messages, partListSchema, partSchema } from '@motoforge/contract';
import type { CatalogueCache } from '../cache/catalogue-cache.js';
import { sendCached } from '../cache/send-cached.js';
import { notFound } from '../http-error.js';

const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (app, { catalogue }) => {
  app.get(
    '/part',
    { schema: { tags: ['catalogue'], summary: 'All parts in shop order', response: { 200: partListSchema } } },
    async (request, reply) => sendCached(request, reply, await catalogue.parts()),
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
    async (request) => {
      const part = await catalogue.part(request.params.id);
      if (!part) throw notFound(messages.partNotFound);
      return part;
    },
  );
};

export default catalogueRoutes;
