import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onSendHookHandler,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { publicConfigSchema, TEXT_LIMITS } from '@motoforge/contract';
import { publicBaseUrl } from './auth/auth.js';
import type { Database } from './db/client.js';
import { type CatalogueCache, createCatalogueCache } from './cache/catalogue-cache.js';
import { serialised } from './cache/whole-catalogue.js';
import { publicConfig } from './routes/shop/config.js';
import { getShopSettings } from './services/shop-settings/get-shop-settings.js';
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
import type { FollowCourierStatus } from './jobs/job-definition.js';
import { courierFollower } from './services/orders/follow-courier.js';
import { limitJsonDepth } from './plugins/json-body.js';
import healthRoutes from './routes/shop/health.js';
import apiRoutes from './routes/api-routes.js';
import { registerClients } from './plugins/clients.js';

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

/**
 * A write answered here waits until this process's copy of the catalogue has heard what the write
 * changed (its NOTIFY) before the answer leaves, so the writer reads its own write; other processes
 * learn of it through the same NOTIFY. Only routes that take writes carry the hook (added before
 * any route is), so reads do not pay for it.
 */
function catchUpAfterWrites(app: FastifyInstance, catalogue: CatalogueCache) {
  const catchUpAfterWrite: onSendHookHandler = async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await catalogue.catchUp();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => !SAFE_METHODS.has(method))) {
      route.onSend = [...[route.onSend ?? []].flat(), catchUpAfterWrite];
    }
  });
}

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

  const catalogue = createCatalogueCache(openedDatabase);
  catchUpAfterWrites(app, catalogue);
  // The public pages embed GET /api/config's answer: read once, until the admin saves the settings.
  catalogue.keepConfigFrom(async () =>
    serialised(publicConfigSchema.parse(publicConfig(env, await getShopSettings(openedDatabase.db)))),
  );

  // Order matters: errors first so every later plugin's failures are shaped; Redis before the
  // limits that count in it; security before any route so headers and limits apply to all of
  // them; docs before routes so it sees them; the clients of outside services before the routes
  // and jobs that use them.
  await app.register(errors);
  await app.register(redis, { env });
  await app.register(security, { env });
  await app.register(database, { database: openedDatabase });
  await app.register(authPlugin, { env });
  await app.register(docs);
  await registerClients(app, env);
  const { payments, sms, email, couriers, photos } = app;

  const stopListening = await catalogue.start();
  app.addHook('onClose', async () => stopListening());
  // At the root, where load balancers probe, before the SPA's catch-all.
  await app.register(healthRoutes, { database: openedDatabase, catalogue, redis: app.redis });
  // Prometheus's /metrics, only with METRICS_TOKEN (ADR 036); its hook times every route's answers.
  const shopMetrics = env.METRICS_TOKEN
    ? createShopMetrics({ database: openedDatabase, cardProvider: payments.provider.name, log: app.log })
    : null;
  await app.register(metrics, { token: env.METRICS_TOKEN, metrics: shopMetrics });
  await app.register(apiRoutes, { prefix: '/api', env, catalogue, metrics: shopMetrics });

  // Durable jobs (ADR 029): notifications, courier status, and the release of unpaid orders
  // past their hold every minute. After the routes, so closing stops the workers after the
  // routes that add jobs and before the database closes.
  await app.register(jobs, {
    database: openedDatabase,
    context: {
      payments: payments.provider,
      sms,
      email,
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
