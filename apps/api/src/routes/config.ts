import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COD_TOTAL_MAX_POISHA,
  DELIVERY_FEE_DEFAULTS_POISHA,
  poishaToTaka,
  publicConfigSchema,
  type PublicConfig,
} from '@motoforge/contract';
import type { Env } from '../env.js';
import { paymentMethodsFor } from '../payments/payment-methods.js';

/** What the SPA needs to know about this deployment; never a secret. */
export function publicConfig(env: Env): PublicConfig {
  const isStripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  return {
    payment: isStripe ? { provider: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY } : { provider: 'test' },
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    checkout: {
      paymentMethods: [...paymentMethodsFor(env)],
      deliveryFee: {
        insideDhaka: poishaToTaka(DELIVERY_FEE_DEFAULTS_POISHA.insideDhaka),
        outsideDhaka: poishaToTaka(DELIVERY_FEE_DEFAULTS_POISHA.outsideDhaka),
      },
      codMax: poishaToTaka(COD_TOTAL_MAX_POISHA),
    },
    ...(env.DEMO_MODE ? { demo: { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD } } : {}),
  };
}

const configRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const config = publicConfig(env);
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'What this deployment has switched on',
        response: { 200: publicConfigSchema },
      },
    },
    async () => config,
  );
};

export default configRoutes;
