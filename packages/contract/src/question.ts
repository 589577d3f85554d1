import { z } from 'zod';
import { emailSchema, requiredText } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';

export const askQuestionInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    message: requiredText(messages.questionRequired, TEXT_LIMITS.message),
  }),
);
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

export const questionSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    email: z.string(),
    message: z.string(),
    /** ISO date-time the question was asked. */
    d: z.string(),
  }),
);
export type Question = z.infer<typeof questionSchema>;

/** GET /api/question: every question asked, newest first, for admins. */
export const questionListSchema = lazySchema(() => z.object({ result: z.array(questionSchema) }));
