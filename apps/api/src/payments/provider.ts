/** What the shop needs from a card payment provider (docs/design.md#stock-and-payments). */
export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  /** Stripe's vocabulary: 'succeeded' is the only status that pays an order. */
  status: string;
  amountPoisha: number;
  currency: string;
  orderId: string | null;
};

export type IntentRequest = {
  orderId: string;
  amountPoisha: number;
  email: string;
  description: string;
  /** The order's earlier intent, when it was cancelled: the new one must not be that one again. */
  replacesIntentId?: string;
};

export type RefundRequest = {
  intentId: string;
  amountPoisha: number;
  orderId: string;
  /**
   * A part refund's own key (a return's id, docs/returns.md): asking again with it refunds once,
   * and it stands beside the order's other part refunds. Without it, the order's one full refund.
   */
  key?: string;
};

export type PaymentProvider = {
  name: 'test' | 'stripe';
  /** One intent per order: asking twice for the same order gives the same intent. */
  createIntent: (request: IntentRequest) => Promise<ProviderIntent>;
  retrieveIntent: (id: string) => Promise<ProviderIntent | null>;
  /**
   * Cancels an intent unless it has already succeeded, so it can never take money afterwards;
   * answers the intent as it then is (status 'canceled', or 'succeeded' when the buyer paid first),
   * or null when the provider does not know it.
   */
  cancelIntent: (id: string) => Promise<ProviderIntent | null>;
  /**
   * Gives a succeeded intent's money back, in full, or the part a `key` names; asking again for
   * the same order (or key) refunds it once. Answers the provider's reference for the refund, or throws a ProviderError.
   */
  refund: (request: RefundRequest) => Promise<{ reference: string }>;
};
