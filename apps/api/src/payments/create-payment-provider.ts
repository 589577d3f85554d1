import type Stripe from 'stripe';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { PaymentProvider } from './provider.js';
import { createTestProvider } from './test-provider.js';

export type PaymentClients = { provider: PaymentProvider; stripe?: Stripe };

/**
 * Stripe when its keys are set; otherwise the built-in test provider (docs/design.md#stock-and-payments).
 * Stripe's library is loaded only when its keys are set: it is a good part of a server's start
 * (docs/performance.md#what-was-done).
 */
export async function createPaymentProvider(env: Env, db: Db): Promise<PaymentClients> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider.js');
    const stripe = createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
    return { provider: createStripeProvider(stripe), stripe };
  }
  return { provider: createTestProvider(db) };
}
