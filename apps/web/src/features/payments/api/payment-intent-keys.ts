/** The payment intents' query keys (POST /api/create-payment-intent), one per order. */
export const paymentIntentKeys = {
  all: ['payment-intent'] as const,
  forOrder: (orderId: string) => [...paymentIntentKeys.all, orderId] as const,
};
