import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addReviewInputSchema, errorResponseSchema, reviewListSchema, reviewSchema } from '@motoforge/contract';
import { z } from 'zod';
import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import { sendCached } from '../../cache/send-cached.js';
import { addReview } from '../../services/reviews/add-review.js';
import { actorOf } from '../../plugins/auth.js';

const reviewRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (app, { catalogue }) => {
  app.get(
    '/review',
    { schema: { tags: ['reviews'], summary: 'Customer reviews, newest first', response: { 200: reviewListSchema } } },
    (request, reply) => sendCached(request, reply, catalogue.reviews()),
  );

  app.post(
    '/review',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['reviews'],
        summary: 'Add a review in your own name',
        security: [{ bearer: [] }],
        body: addReviewInputSchema,
        response: {
          200: reviewSchema.extend({ success: z.literal(true) }),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await addReview(app.db, request.body, actorOf(request))) }),
  );
};

export default reviewRoutes;
