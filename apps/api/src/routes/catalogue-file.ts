import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin's catalogue CSV: export and import (DESIGN.md §8). */
const catalogueFileRoutes: FastifyPluginAsyncZod = async () => {};

export default catalogueFileRoutes;
