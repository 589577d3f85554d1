import { z } from 'zod';
import { requiredText } from './common.js';
import { RATING_MAX, RATING_MIN } from './constants.js';
import { messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';

/** POST /api/review. Name, e-mail and avatar come from the account, never from the body. */
export const addReviewInputSchema = lazySchema(() =>
  z.object({
    review: requiredText(messages.reviewRequired, 1_000),
    rating: z
      .number({ error: messages.ratingRequired })
      .int(messages.ratingRange)
      .min(RATING_MIN, messages.ratingRange)
      .max(RATING_MAX, messages.ratingRange),
    name: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
  }),
);
export type AddReviewInput = z.infer<typeof addReviewInputSchema>;
