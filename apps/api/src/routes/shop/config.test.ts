import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@motoforge/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The checkout of a shop without SSLCommerz: cash on delivery and cards, at the default fees. */
const checkout = {
  paymentMethods: ['cod', 'card'],
  deliveryFee: { insideDhaka: 70, outsideDhaka: 130 },
  codMax: 20_000,
};

describe('GET /api/config', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('in demo mode names the test payment provider and the demo admin', async () => {
    t = await createTestApp('pglite', { seed: false, env: { DEMO_ADMIN_EMAIL: 'boss@example.com' } });
    const config = publicConfigSchema.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(config).toEqual({
      payment: { provider: 'test' },
      google: false,
      email: 'outbox',
      checkout,
      demo: { email: 'boss@example.com', password: 'motoforge-admin' },
      // One visit in ten reports its field vitals, unless VITALS_SAMPLE_RATE says otherwise.
      vitalsSampleRate: 0.1,
    });
  });

  it('outside demo mode shows no credentials; Stripe, Google and SMTP when configured', async () => {
    t = await createTestApp('pglite', {
      seed: false,
      env: {
        DEMO_MODE: 'false',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtp://mail.example.com:587',
        VITALS_SAMPLE_RATE: '0.25',
      },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toEqual({
      payment: { provider: 'stripe', publishableKey: 'pk_test_x' },
      google: true,
      email: 'smtp',
      checkout,
      vitalsSampleRate: 0.25,
    });
  });
});
