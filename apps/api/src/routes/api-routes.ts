import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueCache } from '../cache/catalogue-cache.js';
import type { Env } from '../env.js';
import type { ShopMetrics } from '../metrics/shop-metrics.js';
import { paymentMethodsFor } from '../payments/payment-methods.js';
import type { ShopClients } from '../clients.js';
import catalogueRoutes from './catalogue.js';
import partsRoutes from './parts.js';
import garageRoutes from './garage.js';
import diagramRoutes from './diagrams.js';
import diagramFileRoutes from './diagram-file.js';
import diagramEditorRoutes from './diagram-editor.js';
import vinRoutes from './vin.js';
import vinPatternRoutes from './vin-patterns.js';
import catalogueFileRoutes from './catalogue-file.js';
import configRoutes from './config.js';
import dismissalRoutes from './dismissals.js';
import questionRoutes from './questions.js';
import cartRoutes from './cart.js';
import quickOrderRoutes from './quick-order.js';
import businessAccountRoutes from './business-accounts.js';
import quoteRoutes from './quotes.js';
import pricesRoutes from './prices.js';
import checkoutRoutes from './checkout.js';
import orderRoutes from './orders.js';
import sslcommerzRoutes from './sslcommerz.js';
import invoiceRoutes from './invoices.js';
import orderLifecycleRoutes from './order-lifecycle.js';
import codRiskRoutes from './cod-risk.js';
import returnRoutes from './returns.js';
import courierWebhookRoutes from './courier-webhooks.js';
import outboxRoutes from './outbox.js';
import vitalsRoutes from './vitals.js';
import passwordResetRoutes from './password-reset.js';
import jobRoutes from './jobs.js';
import shopSettingsRoutes from './shop-settings.js';
import paymentRoutes from './payments.js';
import profileRoutes from './profiles.js';
import reviewRoutes from './reviews.js';
import stripeWebhookRoutes from './stripe-webhook.js';
import userRoutes from './users.js';

/**
 * Every route under /api (docs/architecture.md#api), each given what it needs: the catalogue's
 * kept answers, the clients of the services outside the shop, and the metrics. The order is the
 * documentation's.
 */
const apiRoutes: FastifyPluginAsync<{
  env: Env;
  catalogue: CatalogueCache;
  clients: ShopClients;
  metrics: ShopMetrics | null;
}> = async (api, { env, catalogue, clients, metrics: shopMetrics }) => {
  const { payments, sslcommerz, sms, couriers, webhooks, photos } = clients;
  const shipCouriers = [...couriers.keys()];
  await api.register(configRoutes, { env });
  await api.register(dismissalRoutes);
  await api.register(catalogueRoutes, { catalogue, photos });
  await api.register(partsRoutes, { catalogue });
  await api.register(garageRoutes);
  await api.register(diagramRoutes, { catalogue });
  await api.register(diagramFileRoutes);
  await api.register(diagramEditorRoutes);
  await api.register(vinRoutes);
  await api.register(vinPatternRoutes);
  await api.register(catalogueFileRoutes, { catalogue });
  await api.register(reviewRoutes, { catalogue });
  await api.register(questionRoutes);
  await api.register(userRoutes);
  const placing = { paymentMethods: paymentMethodsFor(env), unpaidOrdersMax: env.UNPAID_ORDERS_PER_ACCOUNT };
  await api.register(orderRoutes, { payments: payments.provider, settings: placing, sms, couriers });
  await api.register(paymentRoutes, { payments: payments.provider });
  await api.register(cartRoutes);
  await api.register(quickOrderRoutes);
  await api.register(businessAccountRoutes);
  await api.register(quoteRoutes);
  await api.register(pricesRoutes);
  await api.register(checkoutRoutes, {
    settings: placing,
    sms,
    couriers: shipCouriers,
    sslcommerz: sslcommerz && { client: sslcommerz.client, apiBaseUrl: sslcommerz.apiBaseUrl },
  });
  if (sslcommerz) await api.register(sslcommerzRoutes, sslcommerz);
  await api.register(orderLifecycleRoutes, {
    payments: payments.provider,
    sslcommerz: sslcommerz?.client ?? null,
    couriers,
    courierCheckSeconds: env.STEADFAST_CHECK_SECONDS,
  });
  await api.register(codRiskRoutes, { couriers: shipCouriers });
  await api.register(returnRoutes, {
    payments: payments.provider,
    sslcommerz: sslcommerz?.client ?? null,
    couriers,
    photos,
  });
  await api.register(outboxRoutes);
  await api.register(vitalsRoutes, { metrics: shopMetrics });
  await api.register(passwordResetRoutes, { sms });
  await api.register(jobRoutes);
  await api.register(shopSettingsRoutes, { paymentMethods: placing.paymentMethods });
  await api.register(profileRoutes);
  await api.register(courierWebhookRoutes, { couriers, webhooks });
  await api.register(invoiceRoutes);
  if (payments.stripe && env.STRIPE_WEBHOOK_SECRET) {
    await api.register(stripeWebhookRoutes, { stripe: payments.stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
};

export default apiRoutes;
