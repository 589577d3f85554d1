import type Stripe from 'stripe';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { PaymentProvider } from './provider.js';
import { createStripeClient, createStripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** Stripe when its keys are set; otherwise the built-in test provider (docs/design.md#stock-and-payments). */
export function createPaymentProvider(env: Env, db: Db): { provider: PaymentProvider; stripe?: Stripe } {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const stripe = createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
    return { provider: createStripeProvider(stripe), stripe };
  }
  return { provider: createTestProvider(db) };
}
