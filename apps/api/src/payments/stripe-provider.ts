import { PAYMENT_CURRENCY } from '@motoforge/contract';
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import Stripe from 'stripe';
import { type PaymentProvider, type ProviderIntent } from './provider.js';
import { ProviderError } from '../provider-error.js';

/** Tries, and the wait before the next one (times the try), while Stripe runs a request with the same key. */
const KEY_IN_USE_ATTEMPTS = 6;
const KEY_IN_USE_WAIT_MS = 150;

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

/** Stripe said no to the request (rather than not answering, or failing itself). */
const isRefusal = (error: unknown): error is Stripe.errors.StripeInvalidRequestError | Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;

/** Stripe answered with what it saved for the idempotency key (docs.stripe.com/idempotency). */
const isReplayed = (headers: Record<string, string> | undefined) => headers?.['idempotent-replayed'] === 'true';

/** A refund that gives nothing back: failed, or cancelled before it could. */
const hasFailed = (refund: Stripe.Refund) => refund.status === 'failed' || refund.status === 'canceled';

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
      // One intent per order and amount, however often and however many at once the buyer asks
      // (and a new one once that one was cancelled: the same key would answer the cancelled one).
      const idempotencyKey = `order-${orderId}-${amountPoisha}${replacesIntentId ? `-after-${replacesIntentId}` : ''}`;
      for (let attempt = 1; ; attempt++) {
        try {
          const intent = await stripe.paymentIntents.create(
            {
              amount: amountPoisha,
              currency: PAYMENT_CURRENCY,
              payment_method_types: ['card'],
              description,
              receipt_email: email,
              metadata: { orderId },
            },
            { idempotencyKey },
          );
          return toIntent(intent);
        } catch (error) {
          // Stripe is still executing a request with this key (the same order's payment page in
          // another tab or server process): its answer, once saved, is this one's too.
          const isKeyInUse = error instanceof Stripe.errors.StripeIdempotencyError && error.statusCode === 409;
          if (!isKeyInUse || attempt >= KEY_IN_USE_ATTEMPTS) throw error;
          await setTimeout(KEY_IN_USE_WAIT_MS * attempt);
        }
      }
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
    async refund({ intentId, amountPoisha, orderId, key }) {
      // A return's part refund carries its own key; the order's full refund has none.
      const metadata: Record<string, string> = key ? { orderId, refundKey: key } : { orderId };
      const isThisRefund = (earlier: Stripe.Refund) =>
        key
          ? earlier.metadata?.refundKey === key
          : earlier.metadata?.orderId === orderId && !earlier.metadata?.refundKey;
      const base = key ? `refund-${orderId}-${key}` : `refund-${orderId}`;
      const ask = (idempotencyKey: string) =>
        stripe.refunds.create({ payment_intent: intentId, amount: amountPoisha, metadata }, { idempotencyKey });
      let refund: Stripe.Refund;
      try {
        // Stripe's own record first: a refund an earlier try made, whose answer was lost, is the one.
        const made = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
        const standing = made.data.find((earlier) => isThisRefund(earlier) && !hasFailed(earlier));
        if (standing) return { reference: standing.id };
        // One refund per order, however often it is retried. But Stripe answers a key with its
        // first answer, a refusal too, for a day (docs.stripe.com/error-low-level#content-errors):
        // an earlier try's refusal is asked again under a key of this try's own; the record above
        // and Stripe's "no more than is left" keep that to one refund.
        const first = await ask(base).catch((error: unknown) => {
          if (isRefusal(error) && isReplayed(error.headers)) return null;
          throw error;
        });
        const isEarlierRefusal = first === null || (hasFailed(first) && isReplayed(first.lastResponse.headers));
        refund = isEarlierRefusal ? await ask(`${base}-${randomUUID()}`) : first;
      } catch (error) {
        if (isRefusal(error)) {
          throw new ProviderError('stripe', 'refused', `Stripe refused the refund: ${error.message}`, { cause: error });
        }
        throw new ProviderError('stripe', 'unavailable', 'Stripe did not answer the refund.', { cause: error });
      }
      if (hasFailed(refund)) {
        throw new ProviderError(
          'stripe',
          'refused',
          `Stripe's refund ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`,
        );
      }
      return { reference: refund.id };
    },
  };
}
