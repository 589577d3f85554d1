import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@motoforge/contract';
import { unauthorized } from '../http-error.js';
import { UNMATCHED_ROUTE, type ShopMetrics } from '../metrics/shop-metrics.js';

const BEARER = /^Bearer (\S+)$/i;
const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus's `GET /metrics` (ADR 036), answered only to `Authorization: Bearer METRICS_TOKEN`,
 * and the hook that counts and times every answer by its route pattern. Without a token there are
 * neither: the path answers as any unknown one does.
 */
export default fp(
  async function metrics(
    app: FastifyInstance,
    { token, metrics }: { token: string | undefined; metrics: ShopMetrics | null },
  ) {
    if (!token || !metrics) {
      // Taken, so that the SPA's fallback does not answer it with the shop's page.
      app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
      return;
    }
    // One hook, after the answer has left: the route's pattern keeps the labels few whatever the URLs.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.recordRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    // Digests of equal length, so the comparison takes the same time whatever was sent.
    const expected = digestOf(token);
    const isAuthorized = (header: string | undefined) =>
      timingSafeEqual(digestOf(BEARER.exec(header ?? '')?.[1] ?? ''), expected);

    app.get(
      '/metrics',
      // A scraper behind one address must never be turned away by the limits meant for clients.
      { schema: { hide: true }, config: { rateLimit: false } },
      async (request, reply) => {
        if (!isAuthorized(request.headers.authorization)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized(authMessages.signInRequired);
        }
        const text = await metrics.scrape();
        return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  },
  { name: 'metrics' },
);
