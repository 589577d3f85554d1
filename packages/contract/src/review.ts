import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * A review as anyone may read it (GET /api/review needs no sign-in). The reviewer's e-mail is kept
 * with the review (the Review of docs/product.md#data) but never sent: the shop shows none, and a public list of
 * customers' addresses is a gift to spammers.
 */
export const reviewSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    /** Null when the reviewer had no display name; the client shows a placeholder. */
    name: z.string().nullable(),
    /** Null when the reviewer had no avatar; the client shows the default one. */
    img: z.string().nullable(),
    rating: z.number().int(),
    review: z.string(),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = lazySchema(() => z.array(reviewSchema));
