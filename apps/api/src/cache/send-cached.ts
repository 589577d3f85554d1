import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalogue-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a pre-serialised JSON body, with its ETag if it has one: a client that already has that
 * body gets 304. When the cache has the body in memory (nearly always) it is sent at once, and the
 * handler, a plain function, creates no promise; otherwise the returned promise settles once sent.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody | Promise<CachedBody>,
): void | Promise<void> {
  if (cached instanceof Promise) {
    return cached.then(async (body) => {
      sendCached(request, reply, body);
      // A reply is thenable: this settles once the answer has gone, as Fastify expects.
      await reply;
    });
  }
  const { body, etag } = cached;
  if (etag) {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304).send();
      return;
    }
  }
  reply.header('content-type', JSON_TYPE).send(body);
}
