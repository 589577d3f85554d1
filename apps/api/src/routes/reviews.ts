import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewListSchema } from '@motoforge/contract';
import { listReviews } from '../services/reviews/list-reviews.js';

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    { schema: { tags: ['reviews'], summary: 'Customer reviews, newest first', response: { 200: reviewListSchema } } },
    async () => listReviews(app.db),
  );
};

export default reviewRoutes;
