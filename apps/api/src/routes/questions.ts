import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askQuestionInputSchema, errorResponseSchema, successSchema } from '@motoforge/contract';
import { askQuestion } from '../services/questions/ask-question.js';

export const QUESTION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/question',
    {
      config: { rateLimit: QUESTION_RATE_LIMIT },
      schema: {
        tags: ['questions'],
        summary: 'Ask the shop a question',
        body: askQuestionInputSchema,
        response: { 200: successSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await askQuestion(app.db, request.body);
      return { success: true as const };
    },
  );
};

export default questionRoutes;
