import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import { couriersFor } from './couriers/couriers-for.js';
import type { Env } from './env.js';
import { emailTransportFor } from './notifications/email-transport.js';
import { smsTransportFor } from './notifications/sms-transport.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import { sslcommerzFor } from './payments/payment-methods.js';
import { photoStoreFor } from './photos/photo-store-for.js';

/**
 * The clients of the services outside the shop, made once per server from its settings: the card
 * provider (Stripe or the test provider), SSLCommerz, the SMS gateway and SMTP, the couriers and
 * their webhooks' secrets, and where photos are kept (the uploads folder, or the bucket that
 * several processes share, ADR 035). A service whose settings are not set is null or absent.
 */
export function clientsFor(env: Env, database: Database, log: FastifyBaseLogger) {
  const { couriers, webhooks } = couriersFor(env);
  return {
    payments: createPaymentProvider(env, database.db),
    sslcommerz: sslcommerzFor(env),
    sms: smsTransportFor(env),
    email: emailTransportFor(env),
    couriers,
    webhooks,
    photos: photoStoreFor(env, log),
  };
}

export type ShopClients = ReturnType<typeof clientsFor>;
