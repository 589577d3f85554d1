import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/** An account as the admin's list of users shows it (GET /api/user), with its role. */
export const userSummarySchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(['admin', 'user']),
  }),
);
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userListSchema = lazySchema(() => z.array(userSummarySchema));
