import type { PaymentMethodId } from '@motoforge/contract';
import { publicBaseUrl } from '../auth/auth.js';
import type { Env } from '../env.js';
import { createSslcommerzClient, SSLCOMMERZ_LIVE_URL, SSLCOMMERZ_SANDBOX_URL } from './sslcommerz-client.js';

/**
 * The checkout's payment methods on offer (docs/product.md#checkout): cash on delivery always; SSLCommerz
 * when its store is set up; a card always, through Stripe or the built-in test provider.
 */
export function paymentMethodsFor(env: Pick<Env, 'SSLCOMMERZ_STORE_ID' | 'SSLCOMMERZ_STORE_PASSWORD'>) {
  const methods: PaymentMethodId[] = ['cod'];
  if (env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD) methods.push('sslcommerz');
  methods.push('card');
  return new Set(methods) as ReadonlySet<PaymentMethodId>;
}

/**
 * SSLCommerz's client when its store is set up: the sandbox unless SSLCOMMERZ_LIVE, or
 * SSLCOMMERZ_BASE_URL (a fake's, in tests); its callbacks go to the shop's public address.
 */
export function sslcommerzFor(env: Env) {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = env;
  if (!storeId || !storePassword) return null;
  const baseUrl = env.SSLCOMMERZ_BASE_URL ?? (env.SSLCOMMERZ_LIVE ? SSLCOMMERZ_LIVE_URL : SSLCOMMERZ_SANDBOX_URL);
  return {
    client: createSslcommerzClient({ storeId, storePassword, baseUrl }),
    storePassword,
    apiBaseUrl: publicBaseUrl(env),
  };
}
