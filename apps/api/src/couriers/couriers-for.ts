import type { CourierId } from '@motoforge/contract';
import type { Courier, Couriers } from './courier.js';
import { createPathaoClient, pathaoCourier } from './pathao-client.js';
import { createRedxClient, redxCourier } from './redx-client.js';
import { steadfastCourier, steadfastFor } from './steadfast-client.js';

/** The couriers' settings (env.ts). */
type CourierEnv = Parameters<typeof steadfastFor>[0] & {
  PATHAO_BASE_URL: string;
  PATHAO_CLIENT_ID?: string;
  PATHAO_CLIENT_SECRET?: string;
  PATHAO_USERNAME?: string;
  PATHAO_PASSWORD?: string;
  PATHAO_STORE_ID?: number;
  PATHAO_WEBHOOK_SECRET?: string;
  PATHAO_WEBHOOK_INTEGRATION_SECRET?: string;
  REDX_BASE_URL: string;
  REDX_API_TOKEN?: string;
  REDX_WEBHOOK_TOKEN?: string;
};

export type CourierWebhooks = {
  /** Pathao's webhook: the secret it signs with, and what our answer echoes. */
  pathao: { secret: string; integrationSecret: string } | null;
  /** RedX's Callback URL's `token`. */
  redx: { token: string } | null;
};

/**
 * The API couriers whose settings are there (docs/orders.md#couriers), and the webhooks each may
 * send us: a courier without its settings is not offered, and one without a webhook secret is
 * followed by the polling job.
 */
export function couriersFor(env: CourierEnv): { couriers: Couriers; webhooks: CourierWebhooks } {
  const couriers = new Map<CourierId, Courier>();
  const steadfast = steadfastFor(env);
  if (steadfast) couriers.set('steadfast', steadfastCourier(steadfast));

  const pathaoWebhook =
    env.PATHAO_WEBHOOK_SECRET && env.PATHAO_WEBHOOK_INTEGRATION_SECRET
      ? { secret: env.PATHAO_WEBHOOK_SECRET, integrationSecret: env.PATHAO_WEBHOOK_INTEGRATION_SECRET }
      : null;
  const { PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD, PATHAO_STORE_ID } = env;
  const hasPathao = PATHAO_CLIENT_ID && PATHAO_CLIENT_SECRET && PATHAO_USERNAME && PATHAO_PASSWORD && PATHAO_STORE_ID;
  if (hasPathao) {
    const client = createPathaoClient({
      baseUrl: env.PATHAO_BASE_URL,
      clientId: PATHAO_CLIENT_ID,
      clientSecret: PATHAO_CLIENT_SECRET,
      username: PATHAO_USERNAME,
      password: PATHAO_PASSWORD,
      storeId: PATHAO_STORE_ID,
    });
    couriers.set('pathao', pathaoCourier(client, { hasWebhook: pathaoWebhook !== null }));
  }

  const redxWebhook = env.REDX_WEBHOOK_TOKEN ? { token: env.REDX_WEBHOOK_TOKEN } : null;
  if (env.REDX_API_TOKEN) {
    const client = createRedxClient({ baseUrl: env.REDX_BASE_URL, token: env.REDX_API_TOKEN });
    couriers.set('redx', redxCourier(client, { hasWebhook: redxWebhook !== null }));
  }
  return {
    couriers,
    webhooks: { pathao: hasPathao ? pathaoWebhook : null, redx: env.REDX_API_TOKEN ? redxWebhook : null },
  };
}
