import { z } from 'zod';

/** GET /api/config: what the SPA needs to know about this deployment (DESIGN.md §3). */
export const publicConfigSchema = z.object({
  payment: z.object({
    provider: z.enum(['test', 'stripe']),
    publishableKey: z.string().optional(),
  }),
  google: z.boolean(),
  demo: z.object({ email: z.string(), password: z.string() }).optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
