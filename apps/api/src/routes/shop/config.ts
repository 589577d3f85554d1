import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@motoforge/contract';
import type { Env } from '../../env.js';
import { paymentMethodsFor } from '../../payments/payment-methods.js';
import {
  getShopSettings,
  toShopSettings,
  type ShopSettingsPoisha,
} from '../../services/shop-settings/get-shop-settings.js';

/** What the SPA needs to know about this deployment and the shop's settings now; never a secret. */
export function publicConfig(env: Env, settings: ShopSettingsPoisha): PublicConfig {
  const isStripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  return {
    payment: isStripe ? { provider: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY } : { provider: 'test' },
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    email: env.SMTP_URL ? 'smtp' : 'outbox',
    checkout: {
      paymentMethods: [...paymentMethodsFor(env)],
      ...toShopSettings(settings),
    },
    ...(env.DEMO_MODE ? { demo: { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD } } : {}),
    vitalsSampleRate: env.VITALS_SAMPLE_RATE,
  };
}

const configRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'What this deployment has switched on',
        response: { 200: publicConfigSchema },
      },
    },
    // The admin's fees and ceiling as they are now (one row by its key), never as this process
    // last saw them: another process may have changed them (ADR 031).
    async () => publicConfig(env, await getShopSettings(app.db)),
  );
};

export default configRoutes;
