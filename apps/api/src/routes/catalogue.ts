import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, messages, partListSchema, partSchema } from '@motoforge/contract';
import type { CachedBody, CatalogueCache } from '../cache/catalogue-cache.js';
import { sendCached } from '../cache/send-cached.js';
import { notFound } from '../http-error.js';

const found = (part: CachedBody | undefined) => {
  if (!part) throw notFound(messages.partNotFound);
  return part;
};

const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (app, { catalogue }) => {
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
};

export default catalogueRoutes;
