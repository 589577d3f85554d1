import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askQuestionInputSchema, errorResponseSchema, questionListSchema, successSchema } from '@motoforge/contract';
import { askQuestion } from '../../services/questions/ask-question.js';
import { listQuestions } from '../../services/questions/list-questions.js';
import { adminErrors, adminSecurity } from '../admin-openapi.js';

export const QUESTION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Questions asked from the home page: anyone asks, an admin reads them. */
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

  app.get(
    '/question',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Questions asked from the home page, newest first',
        security: adminSecurity,
        response: { 200: questionListSchema, ...adminErrors },
      },
    },
    async () => ({ result: await listQuestions(app.db) }),
  );
};

export default questionRoutes;
