/** What the shop needs from a card payment provider (DESIGN.md §5). */
export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  /** Stripe's vocabulary: 'succeeded' is the only status that pays an order. */
  status: string;
  amountPoisha: number;
  currency: string;
  orderId: string | null;
};

export type IntentRequest = { orderId: string; amountPoisha: number; email: string; description: string };

export type PaymentProvider = {
  name: 'test' | 'stripe';
  /** One intent per order: asking twice for the same order gives the same intent. */
  createIntent: (request: IntentRequest) => Promise<ProviderIntent>;
  retrieveIntent: (id: string) => Promise<ProviderIntent | null>;
};

export const CURRENCY = 'bdt';
