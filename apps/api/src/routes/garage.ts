import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** My Garage: /api/garage (DESIGN.md §8). */
const garageRoutes: FastifyPluginAsyncZod = async () => {};

export default garageRoutes;
