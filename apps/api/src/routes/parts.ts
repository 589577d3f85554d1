import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/parts, /api/parts/{id}, /api/categories, /api/vehicles (DESIGN.md §8). */
const partsRoutes: FastifyPluginAsyncZod = async () => {};

export default partsRoutes;
