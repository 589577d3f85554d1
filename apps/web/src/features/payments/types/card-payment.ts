/** Who pays, as the payment provider records it (docs/product.md#paying-online: the product name and the buyer's e-mail). */
export type BillingDetails = { name: string; email: string };

export type CardPaymentRequest = { clientSecret: string; billingDetails: BillingDetails };

/** The intent's id (it becomes the order's tnxId), or the provider's words for a refused card. */
export type CardPaymentResult = { paymentIntentId: string } | { error: string };

/**
 * What every card provider (the built-in test one, Stripe) offers the payment form, so the form
 * does not care which one is in use.
 */
export type CardPaymentProvider = {
  isReady: boolean;
  confirmCardPayment: (request: CardPaymentRequest) => Promise<CardPaymentResult>;
};
