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
  const retrieveIntent = async (id: string) => {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  };
  return {
    name: 'stripe',
    async createIntent({ orderId, amountPoisha, email, description, replacesIntentId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPoisha,
          currency: CURRENCY,
          payment_method_types: ['card'],
          description,
          receipt_email: email,
          metadata: { orderId },
        },
        // One intent per order and amount, however often the buyer reloads the payment page (and a
        // new one once that one was cancelled: the same key would answer the cancelled one).
        { idempotencyKey: `order-${orderId}-${amountPoisha}${replacesIntentId ? `-after-${replacesIntentId}` : ''}` },
      );
      return toIntent(intent);
    },
    retrieveIntent,
    async cancelIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already succeeded or already cancelled: Stripe refuses, and the intent says which.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return retrieveIntent(id);
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
