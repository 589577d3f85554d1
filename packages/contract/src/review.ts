import { z } from 'zod';

export const reviewSchema = z.object({
  _id: z.string(),
  /** Null when the reviewer had no display name; the client shows a placeholder. */
  name: z.string().nullable(),
  /** Null when the reviewer had no avatar; the client shows the default one. */
  img: z.string().nullable(),
  rating: z.number().int(),
  email: z.string(),
  review: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.array(reviewSchema);
