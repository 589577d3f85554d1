import Fastify, { type FastifyServerOptions, type onSendHookHandler, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { TEXT_LIMITS } from '@motoforge/contract';
import { publicBaseUrl } from './auth/auth.js';
import type { Database } from './db/client.js';
import { createCatalogueCache } from './cache/catalogue-cache.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import type { Env } from './env.js';
import authPlugin from './plugins/auth.js';
import database from './plugins/database.js';
import docs from './plugins/docs.js';
import errors from './plugins/errors.js';
import jobs, { type JobsOptions } from './plugins/jobs.js';
import metrics from './plugins/metrics.js';
import { createShopMetrics } from './metrics/shop-metrics.js';
import redis from './plugins/redis.js';
import { lazyRequestLoggerFactory } from './plugins/lazy-request-logger.js';
import { RequestLog } from './plugins/request-log.js';
import security from './plugins/security.js';
import spa from './plugins/spa.js';
import uploads from './plugins/uploads.js';
import adminRoutes from './routes/admin.js';
import backOfficeRoutes from './routes/back-office.js';
import adminOrderRoutes from './routes/admin-orders.js';
import catalogueRoutes from './routes/catalogue.js';
import partsRoutes from './routes/parts.js';
import garageRoutes from './routes/garage.js';
import diagramRoutes from './routes/diagrams.js';
import diagramFileRoutes from './routes/diagram-file.js';
import diagramEditorRoutes from './routes/diagram-editor.js';
import vinRoutes from './routes/vin.js';
import vinPatternRoutes from './routes/vin-patterns.js';
import catalogueFileRoutes from './routes/catalogue-file.js';
import configRoutes from './routes/config.js';
import dismissalRoutes from './routes/dismissals.js';
import questionRoutes from './routes/questions.js';
import cartRoutes from './routes/cart.js';
import quickOrderRoutes from './routes/quick-order.js';
import businessAccountRoutes from './routes/business-accounts.js';
import quoteRoutes from './routes/quotes.js';
import pricesRoutes from './routes/prices.js';
import checkoutRoutes from './routes/checkout.js';
import orderRoutes from './routes/orders.js';
import { smsTransportFor } from './notifications/sms-transport.js';
import { emailTransportFor } from './notifications/email-transport.js';
import type { FollowCourierStatus } from './jobs/job-definition.js';
import { paymentMethodsFor, sslcommerzFor } from './payments/payment-methods.js';
import sslcommerzRoutes from './routes/sslcommerz.js';
import invoiceRoutes from './routes/invoices.js';
import orderLifecycleRoutes from './routes/order-lifecycle.js';
import codRiskRoutes from './routes/cod-risk.js';
import returnRoutes from './routes/returns.js';
import { couriersFor } from './couriers/couriers-for.js';
import courierWebhookRoutes from './routes/courier-webhooks.js';
import { courierFollower } from './services/orders/follow-courier.js';
import outboxRoutes from './routes/outbox.js';
import vitalsRoutes from './routes/vitals.js';
import passwordResetRoutes from './routes/password-reset.js';
import jobRoutes from './routes/jobs.js';
import shopSettingsRoutes from './routes/shop-settings.js';
import paymentRoutes from './routes/payments.js';
import profileRoutes from './routes/profiles.js';
import reviewRoutes from './routes/reviews.js';
import stripeWebhookRoutes from './routes/stripe-webhook.js';
import userRoutes from './routes/users.js';
import { limitJsonDepth } from './plugins/json-body.js';
import { photoStoreFor } from './photos/photo-store-for.js';
import healthRoutes from './routes/health.js';

/** Methods that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type BuildAppOptions = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the authorization matrix test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The durable jobs' settings (tests poll and retry sooner, or send no scheduled jobs). */
  jobs?: JobsOptions & { followCourierStatus?: FollowCourierStatus };
};

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp({
  env,
  database: openedDatabase,
  logger,
  onRoute,
  jobs: { followCourierStatus, ...jobsOptions } = {},
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    // Only behind a proxy we control may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // An e-mail address is a path parameter (/api/user/{email}): up to 254 characters, each of which
    // may arrive percent-encoded as three.
    routerOptions: { maxParamLength: 3 * TEXT_LIMITS.email },
    childLoggerFactory: lazyRequestLoggerFactory,
    // One line per request instead of Fastify's two, at a level that fits the request.
    logController: new RequestLog(),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  limitJsonDepth(app);

  // A write answered here waits until this process's copy of the catalogue has heard what the
  // write changed (its NOTIFY) before the answer leaves, so the writer reads its own write; other
  // processes learn of it through the same NOTIFY. Only routes that take writes carry the hook
  // (added before any route is), so reads do not pay for it.
  const catalogue = createCatalogueCache(openedDatabase);
  const catchUpAfterWrite: onSendHookHandler = async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await catalogue.catchUp();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => !SAFE_METHODS.has(method))) {
      route.onSend = [...[route.onSend ?? []].flat(), catchUpAfterWrite];
    }
  });

  // Order matters: errors first so every later plugin's failures are shaped; Redis before the
  // limits that count in it; security before any route so headers and limits apply to all of
  // them; docs before routes so it sees them.
  await app.register(errors);
  await app.register(redis, { env });
  await app.register(security, { env });
  await app.register(database, { database: openedDatabase });
  await app.register(authPlugin, { env });
  await app.register(docs);

  const payments = createPaymentProvider(env, openedDatabase.db);
  const sslcommerz = sslcommerzFor(env);
  const sms = smsTransportFor(env);
  const { couriers, webhooks } = couriersFor(env);
  const shipCouriers = [...couriers.keys()];
  const stopListening = await catalogue.start();
  app.addHook('onClose', async () => stopListening());
  // At the root, where load balancers probe, before the SPA's catch-all.
  await app.register(healthRoutes, { database: openedDatabase, catalogue, redis: app.redis });
  // Prometheus's /metrics, only with METRICS_TOKEN (ADR 036); its hook times every route's answers.
  const shopMetrics = env.METRICS_TOKEN
    ? createShopMetrics({ database: openedDatabase, cardProvider: payments.provider.name, log: app.log })
    : null;
  await app.register(metrics, { token: env.METRICS_TOKEN, metrics: shopMetrics });
  // The uploads folder, or the bucket that several processes share (ADR 035).
  const photos = photoStoreFor(env, app.log);
  await app.register(
    async (api) => {
      await api.register(configRoutes, { env });
      await api.register(dismissalRoutes);
      await api.register(catalogueRoutes, { catalogue });
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
      await api.register(orderRoutes, { payments: payments.provider, settings: placing, sms });
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
      await api.register(shopSettingsRoutes);
      await api.register(profileRoutes);
      await api.register(adminRoutes, { photos });
      await api.register(backOfficeRoutes);
      await api.register(adminOrderRoutes, { couriers });
      await api.register(courierWebhookRoutes, { couriers, webhooks });
      await api.register(invoiceRoutes);
      if (payments.stripe && env.STRIPE_WEBHOOK_SECRET) {
        await api.register(stripeWebhookRoutes, { stripe: payments.stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
      }
    },
    { prefix: '/api' },
  );

  // Durable jobs (ADR 029): notifications, courier status, and the release of unpaid orders
  // past their hold every minute. After the routes, so closing stops the workers after the
  // routes that add jobs and before the database closes.
  await app.register(jobs, {
    database: openedDatabase,
    context: {
      payments: payments.provider,
      sms,
      email: emailTransportFor(env),
      onStockReturned: () => void catalogue.catchUp(),
      followCourierStatus:
        followCourierStatus ?? (couriers.size > 0 ? courierFollower(couriers, env.STEADFAST_CHECK_SECONDS) : null),
    },
    options: jobsOptions,
    onJobRun: shopMetrics?.recordJobRun,
  });

  await app.register(uploads, { photos });
  // The public pages read the catalogue's kept answers directly (ADR 017).
  await app.register(spa, {
    webDist: env.WEB_DIST,
    keptAnswer: catalogue.answerFor,
    publicOrigin: new URL(publicBaseUrl(env)).origin,
  });
  return app;
}
