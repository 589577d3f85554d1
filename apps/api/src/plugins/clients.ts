import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { couriersFor } from '../couriers/couriers-for.js';
import type { Env } from '../env.js';
import { emailTransportFor } from '../notifications/email-transport.js';
import { smsTransportFor } from '../notifications/sms-transport.js';
import { createPaymentProvider, type PaymentClients } from '../payments/create-payment-provider.js';
import { sslcommerzFor } from '../payments/payment-methods.js';
import { photoStoreFor } from '../photos/photo-store-for.js';
import type { PhotoStore } from '../photos/photo-store.js';

/**
 * The clients of the services outside the shop, each made once per server from its settings by a
 * plugin of its own and decorated on the app, as the database and Redis are: the card provider
 * (Stripe or the test provider), SSLCommerz, the SMS gateway and SMTP, the couriers and their
 * webhooks' secrets, and where photos are kept (the uploads folder, or the bucket that several
 * processes share, ADR 035). A service whose settings are not set is null or absent.
 */
export type ShopClients = {
  payments: PaymentClients;
  sslcommerz: ReturnType<typeof sslcommerzFor>;
  sms: ReturnType<typeof smsTransportFor>;
  email: ReturnType<typeof emailTransportFor>;
  couriers: ReturnType<typeof couriersFor>['couriers'];
  courierWebhooks: ReturnType<typeof couriersFor>['webhooks'];
  photos: PhotoStore;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the decorators' types are ShopClients'
  interface FastifyInstance extends ShopClients {}
}

type ClientOptions = { env: Env };

/** A plugin that makes one client (or a pair made together) from the settings and decorates the app with it. */
const clientPlugin = (name: string, decorate: (app: FastifyInstance, env: Env) => void | Promise<void>) =>
  fp<ClientOptions>(async (app, { env }) => decorate(app, env), { name, dependencies: ['database'] });

export const payments = clientPlugin('payments', async (app, env) => {
  app.decorate('payments', await createPaymentProvider(env, app.db));
});
export const sslcommerz = clientPlugin('sslcommerz', (app, env) => {
  app.decorate('sslcommerz', sslcommerzFor(env));
});
export const sms = clientPlugin('sms', (app, env) => {
  app.decorate('sms', smsTransportFor(env));
});
export const email = clientPlugin('email', (app, env) => {
  app.decorate('email', emailTransportFor(env));
});
export const couriers = clientPlugin('couriers', (app, env) => {
  const made = couriersFor(env);
  app.decorate('couriers', made.couriers).decorate('courierWebhooks', made.webhooks);
});
export const photos = clientPlugin('photos', async (app, env) => {
  app.decorate('photos', await photoStoreFor(env, app.log));
});

/** Registers every client's plugin, after the database's. */
export async function registerClients(app: FastifyInstance, env: Env) {
  for (const plugin of [payments, sslcommerz, sms, email, couriers, photos]) await app.register(plugin, { env });
}
