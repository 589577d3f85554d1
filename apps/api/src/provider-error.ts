/**
 * The one error of the services outside the shop that it calls (docs/architecture.md#providers):
 * a payment provider (SSLCommerz, Stripe, or the test card provider) or a courier (Steadfast,
 * Pathao, RedX). It names who failed and how, so a caller decides by the kind, and a log or a
 * note for the admin says who it was.
 */

/** Who failed: a payment provider or a courier, by the shop's own ids. */
export type Provider = 'sslcommerz' | 'stripe' | 'test' | 'steadfast' | 'pathao' | 'redx';

/**
 * How it failed. 'refused': it answered no (a 4xx, a FAILED session, a refund it will not make),
 * and the message is its reason: the same call will be refused again. 'unavailable': no usable
 * answer (unreachable, timed out, 5xx, 429, not JSON, another shape): a later try may work.
 * 'duplicate': a courier already has a parcel for this order (a create whose answer was lost).
 */
export type ProviderFailure = 'refused' | 'unavailable' | 'duplicate';

/** What the provider's answer said beyond its words: its HTTP status, and the fields it refused. */
export type ProviderErrorDetails = { httpStatus?: number; fieldErrors?: Record<string, string[]> };

export class ProviderError extends Error {
  readonly details: ProviderErrorDetails;

  constructor(
    readonly provider: Provider,
    readonly kind: ProviderFailure,
    message: string,
    { details = {}, ...options }: ErrorOptions & { details?: ProviderErrorDetails } = {},
  ) {
    super(message, options);
    this.name = 'ProviderError';
    this.details = details;
  }

  /** Whether the same call may work later. */
  get canRetry() {
    return this.kind === 'unavailable';
  }
}

/** Whether `error` is a ProviderError, of one of `providers` when any are named. */
export function isProviderError(error: unknown, ...providers: Provider[]): error is ProviderError {
  return error instanceof ProviderError && (providers.length === 0 || providers.includes(error.provider));
}
