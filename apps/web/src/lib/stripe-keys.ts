/**
 * Stripe.js, loaded once per publishable key by the payment page. Not the API's, but public: it
 * stays in the cache when the visitor signs out (lib/query-client.ts).
 */
export const stripeKeys = {
  all: ['stripe'] as const,
  forKey: (publishableKey: string) => [...stripeKeys.all, publishableKey] as const,
};
