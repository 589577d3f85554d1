import Stripe from 'stripe';
import { CURRENCY, type PaymentProvider, type ProviderIntent } from './provider.js';

export type StripeSettings = {
  secretKey: string;
  /** Test-only: another host for Stripe's API (a local fake server). */
  apiBase?: string;
};

export function createStripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  });
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    amountPoisha: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.orderId ?? null,
  };
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createIntent({ orderId, amountPoisha, email, description }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPoisha,
          currency: CURRENCY,
          payment_method_types: ['card'],
          description,
          receipt_email: email,
          metadata: { orderId },
        },
        // One intent per order and amount, however often the buyer reloads the payment page.
        { idempotencyKey: `order-${orderId}-${amountPoisha}` },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
