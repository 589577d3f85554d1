import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalogue-cache.js';

/** Sends a pre-serialised JSON body with its ETag; a client that already has it gets 304. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedBody) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
