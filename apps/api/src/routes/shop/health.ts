import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import type { Database } from '../../db/client.js';
import type { SharedRedis } from '../../redis/shared-redis.js';

/** Each check's answer must come sooner than this; load balancers probe every few seconds. */
export const CHECK_TIMEOUT_MS = 1_000;

const aliveSchema = z.object({ status: z.literal('ok') }).describe('The process is alive');
const checkSchema = z.object({ status: z.enum(['ok', 'failing']), reason: z.string().optional() });
const readinessSchema = z
  .object({
    status: z.enum(['ready', 'degraded', 'not ready']),
    checks: z.record(z.string(), checkSchema),
  })
  .describe(
    'Each check: the database, the catalogue change listener and, when configured, Redis. "degraded": ' +
      'only Redis fails, and the process serves on with limits of its own (200)',
  );

type CheckResult = z.infer<typeof checkSchema>;
/** `required`: the process cannot serve without it (503); otherwise a failure is reported as degraded (200). */
type Check = { run: () => Promise<void> | void; reason: string; required: boolean };
type Readiness = z.infer<typeof readinessSchema>['status'];

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
 * requests: the database answers, and the catalogue cache hears the database's changes (without
 * them it reads the database on every call: right, but slow). Redis, when configured, is reported
 * but not required: without it each process counts its own rate limits and serves on (ADR 034), so
 * its outage answers 200 "degraded" rather than close every process at once.
 * At the root, not under /api, where load balancers look; never rate limited; no request log line
 * (a probe every few seconds would flood it): a change of readiness is logged once instead.
 */
const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'ping'>;
  catalogue: Pick<CatalogueCache, 'isListening'>;
  redis: Pick<SharedRedis, 'ping'> | null;
}> = async (app, { database, catalogue, redis }) => {
  const checks: Record<string, Check> = {
    database: { run: () => database.ping(), reason: 'the database does not answer', required: true },
    catalogueChanges: {
      run: () => {
        if (!catalogue.isListening()) throw new Error('the LISTEN connection is down');
      },
      reason: 'not listening for catalogue changes',
      required: true,
    },
    ...(redis ? { redis: { run: () => redis.ping(), reason: 'Redis does not answer', required: false } } : {}),
  };
  let was: Readiness = 'ready';

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
        summary:
          'Whether this process can serve requests (503 with the failing check when not; 200 "degraded" without Redis)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => runCheck(checks[name] as Check)));
      const failing = names.filter((_name, index) => results[index]?.status === 'failing');
      const readiness: Readiness = failing.some((name) => checks[name]?.required)
        ? 'not ready'
        : failing.length > 0
          ? 'degraded'
          : 'ready';
      if (readiness !== was) {
        was = readiness;
        const errors = Object.fromEntries(
          names.flatMap((name, index) => {
            const error = results[index]?.error;
            return error ? [[name, error instanceof Error ? error.message : String(error)]] : [];
          }),
        );
        if (readiness === 'ready') app.log.info('ready again: every readiness check passes');
        else if (readiness === 'degraded') app.log.warn({ errors }, 'degraded: Redis fails, serving on without it');
        else app.log.warn({ errors }, 'not ready: a readiness check fails');
      }
      reply.header('cache-control', 'no-store').code(readiness === 'not ready' ? 503 : 200);
      return {
        status: readiness,
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
