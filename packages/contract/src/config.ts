import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from './order-states.js';
import { lazySchema } from './lazy-schema.js';

/** GET /api/config: what the SPA needs to know about this deployment (docs/design.md#one-process-two-modes). */
export const publicConfigSchema = lazySchema(() =>
  z.object({
    payment: z.object({
      provider: z.enum(['test', 'stripe']),
      publishableKey: z.string().optional(),
    }),
    google: z.boolean(),
    /**
     * Where the shop's e-mails go: `smtp` (SMTP_URL is set) sends them; `outbox` keeps them in the
     * admin's outbox only (/dashboard/outbox), as the embedded default does.
     */
    email: z.enum(['smtp', 'outbox']),
    /** The checkout's payment methods on offer and its fees, in taka (docs/product.md#checkout). */
    checkout: z.object({
      paymentMethods: z.array(z.enum(PAYMENT_METHOD_IDS)),
      deliveryFee: z.object({ insideDhaka: z.number(), outsideDhaka: z.number() }),
      codMax: z.number(),
    }),
    demo: z.object({ email: z.string(), password: z.string() }).optional(),
    /** The share of visits that report their field vitals (POST /api/vitals), from 0 to 1. */
    vitalsSampleRate: z.number().min(0).max(1).optional(),
  }),
);
export type PublicConfig = z.infer<typeof publicConfigSchema>;
