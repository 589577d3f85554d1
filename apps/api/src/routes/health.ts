import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueCache } from '../cache/catalogue-cache.js';
import type { Database } from '../db/client.js';
import type { SharedRedis } from '../redis/shared-redis.js';

/** Each check's answer must come sooner than this; load balancers probe every few seconds. */
export const CHECK_TIMEOUT_MS = 1_000;

const aliveSchema = z.object({ status: z.literal('ok') }).describe('The process is alive');
const checkSchema = z.object({ status: z.enum(['ok', 'failing']), reason: z.string().optional() });
const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not ready']),
    checks: z.record(z.string(), checkSchema),
  })
  .describe('Each check: the database, the catalogue change listener and, when configured, Redis');

type CheckResult = z.infer<typeof checkSchema>;
type Check = { run: () => Promise<void> | void; reason: string };

/** The check's own words as the reason (never the error's, which may name hosts); the error goes to the log. */
async function runCheck({ run, reason }: Check): Promise<CheckResult & { error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(run), timedOut]);
    return { status: 'ok' };
  } catch (error) {
    return { status: 'failing', reason, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is alive. `GET /readyz`: it can serve, so a load balancer may send it
 * requests: the database answers, the catalogue cache hears the database's changes (without them
 * it reads the database on every call: right, but slow), and Redis answers when configured.
 * At the root, not under /api, where load balancers look; never rate limited; no request log line
 * (a probe every few seconds would flood it): a change of readiness is logged once instead.
 */
const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'ping'>;
  catalogue: Pick<CatalogueCache, 'isListening'>;
  redis: Pick<SharedRedis, 'ping'> | null;
}> = async (app, { database, catalogue, redis }) => {
  const checks: Record<string, Check> = {
    database: { run: () => database.ping(), reason: 'the database does not answer' },
    catalogueChanges: {
      run: () => {
        if (!catalogue.isListening()) throw new Error('the LISTEN connection is down');
      },
      reason: 'not listening for catalogue changes',
    },
    ...(redis ? { redis: { run: () => redis.ping(), reason: 'Redis does not answer' } } : {}),
  };
  let wasReady = true;

  app.get(
    '/healthz',
    {
      logLevel: 'silent',
      schema: { tags: ['health'], summary: 'Whether the process is alive', response: { 200: aliveSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      logLevel: 'silent',
      schema: {
        tags: ['health'],
        summary: 'Whether this process can serve requests (503 with the failing check when not)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => runCheck(checks[name] as Check)));
      const isReady = results.every((result) => result.status === 'ok');
      if (isReady !== wasReady) {
        wasReady = isReady;
        const errors = Object.fromEntries(
          names.flatMap((name, index) => {
            const error = results[index]?.error;
            return error ? [[name, error instanceof Error ? error.message : String(error)]] : [];
          }),
        );
        if (isReady) app.log.info('ready again: every readiness check passes');
        else app.log.warn({ errors }, 'not ready: a readiness check fails');
      }
      reply.header('cache-control', 'no-store').code(isReady ? 200 : 503);
      return {
        status: isReady ? ('ready' as const) : ('not ready' as const),
        checks: Object.fromEntries(
          names.map((name, index) => {
            const { status, reason } = results[index] as CheckResult;
            return [name, reason ? { status, reason } : { status }];
          }),
        ),
      };
    },
  );
};

export default healthRoutes;
