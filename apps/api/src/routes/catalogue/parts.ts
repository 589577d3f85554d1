import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListSchema,
  errorResponseSchema,
  idParamsSchema,
  partDetailSchema,
  partSuccessorSchema,
  partsPageSchema,
  partsQuerySchema,
  suggestionsQuerySchema,
  suggestionsSchema,
  vehicleListSchema,
} from '@motoforge/contract';
import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import { sendCached } from '../../cache/send-cached.js';
import { findSuccessor } from '../../services/catalogue/find-successor.js';
import { getPartDetail } from '../../services/catalogue/get-part-detail.js';
import { listCategories } from '../../services/catalogue/list-categories.js';
import { listSuggestions } from '../../services/catalogue/list-suggestions.js';
import { listVehicles } from '../../services/catalogue/list-vehicles.js';
import { searchParts } from '../../services/catalogue/search-parts.js';
import { riderBike } from './rider-bike.js';

/**
 * GET /api/parts, /api/parts/{id}, /api/search/suggestions, /api/categories, /api/vehicles
 * (docs/product.md#catalogue-garage-and-cart).
 */
const partsRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (app, { catalogue }) => {
  app.get(
    '/parts',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Search, filter and page the catalogue, with fitment for the current bike',
        querystring: partsQuerySchema,
        response: { 200: partsPageSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const bike = await riderBike(request, reply);
      // A guest's answer is the same for every guest: kept whole (docs/search.md#what-a-search-costs).
      const kept = bike ? undefined : catalogue.guestPage(request.query);
      if (!kept) return searchParts(app.db, request.query, bike, catalogue.findPage);
      await sendCached(request, reply, kept);
      return reply;
    },
  );

  app.get(
    '/parts/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'One part with its category and fitment',
        params: idParamsSchema,
        response: { 200: partDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => getPartDetail(app.db, request.params.id, await riderBike(request, reply)),
  );

  app.get(
    '/parts/:id/successor',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The part on sale that replaces a removed part',
        params: idParamsSchema,
        response: { 200: partSuccessorSchema },
      },
    },
    async (request) => ({ successor: await findSuccessor(app.db, request.params.id) }),
  );

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'At most 8 categories, bikes and part names for what a rider has typed so far',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listSuggestions(app.db, request.query),
  );

  app.get(
    '/categories',
    {
      schema: { tags: ['catalogue'], summary: 'Part categories in shop order', response: { 200: categoryListSchema } },
    },
    () => listCategories(app.db),
  );

  app.get(
    '/vehicles',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Makes, models and years for the bike picker',
        response: { 200: vehicleListSchema },
      },
    },
    () => listVehicles(app.db),
  );
};

export default partsRoutes;
