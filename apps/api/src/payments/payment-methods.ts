import type { PaymentMethodId } from '@motoforge/contract';
import type { Env } from '../env.js';

/**
 * The checkout's payment methods on offer (DESIGN.md §9): cash on delivery always; SSLCommerz
 * when its store is set up; a card always, through Stripe or the built-in test provider.
 */
export function paymentMethodsFor(env: Pick<Env, 'SSLCOMMERZ_STORE_ID' | 'SSLCOMMERZ_STORE_PASSWORD'>) {
  const methods: PaymentMethodId[] = ['cod'];
  if (env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD) methods.push('sslcommerz');
  methods.push('card');
  return new Set(methods) as ReadonlySet<PaymentMethodId>;
}
