import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueCache } from '../cache/catalogue-cache.js';
import type { Env } from '../env.js';
import type { ShopMetrics } from '../metrics/shop-metrics.js';
import { paymentMethodsFor } from '../payments/payment-methods.js';
import catalogueRoutes from './catalogue/catalogue.js';
import partsRoutes from './catalogue/parts.js';
import garageRoutes from './catalogue/garage.js';
import diagramRoutes from './catalogue/diagrams.js';
import diagramFileRoutes from './catalogue/diagram-file.js';
import diagramEditorRoutes from './catalogue/diagram-editor.js';
import vinRoutes from './catalogue/vin.js';
import vinPatternRoutes from './catalogue/vin-patterns.js';
import catalogueFileRoutes from './catalogue/catalogue-file.js';
import configRoutes from './shop/config.js';
import dismissalRoutes from './shop/dismissals.js';
import questionRoutes from './questions/questions.js';
import cartRoutes from './orders/cart.js';
import quickOrderRoutes from './orders/quick-order.js';
import businessAccountRoutes from './accounts/business-accounts.js';
import quoteRoutes from './accounts/quotes.js';
import pricesRoutes from './accounts/prices.js';
import checkoutRoutes from './orders/checkout.js';
import orderRoutes from './orders/orders.js';
import sslcommerzRoutes from './payments/sslcommerz.js';
import invoiceRoutes from './orders/invoices.js';
import orderLifecycleRoutes from './orders/order-lifecycle.js';
import codRiskRoutes from './orders/cod-risk.js';
import returnRoutes from './orders/returns.js';
import courierWebhookRoutes from './orders/courier-webhooks.js';
import outboxRoutes from './shop/outbox.js';
import vitalsRoutes from './shop/vitals.js';
import passwordResetRoutes from './accounts/password-reset.js';
import jobRoutes from './shop/jobs.js';
import shopSettingsRoutes from './shop/shop-settings.js';
import paymentRoutes from './payments/payments.js';
import profileRoutes from './accounts/profiles.js';
import reviewRoutes from './reviews/reviews.js';
import stripeWebhookRoutes from './payments/stripe-webhook.js';
import userRoutes from './accounts/users.js';

/**
 * Every route under /api (docs/architecture.md#api), each given what it needs: the catalogue's
 * kept answers, the clients of the services outside the shop (the app's decorators,
 * plugins/clients.ts), and the metrics. The order is the documentation's.
 */
const apiRoutes: FastifyPluginAsync<{
  env: Env;
  catalogue: CatalogueCache;
  metrics: ShopMetrics | null;
}> = async (api, { env, catalogue, metrics: shopMetrics }) => {
  const { payments, sslcommerz, sms, couriers, courierWebhooks: webhooks, photos } = api;
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
