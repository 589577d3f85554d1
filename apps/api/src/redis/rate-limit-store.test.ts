import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimitStoreFor } from './rate-limit-store.js';

describe('the rate limit store', () => {
  it('refuses a limit shared by routes that has no groupId to name its counters', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: rateLimitStoreFor(null) });
    try {
      expect(() => app.rateLimit({ max: 5 })).toThrow(/needs a groupId/);
      expect(() => app.rateLimit({ max: 5, groupId: 'named' })).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('counts each limit on its own, per process, without Redis', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: rateLimitStoreFor(null) });
    const tight = app.rateLimit({ max: 1, groupId: 'tight' });
    const loose = app.rateLimit({ max: 3, groupId: 'loose' });
    app.get('/tight', { onRequest: tight }, async () => ({ ok: true }));
    app.get('/loose', { onRequest: loose }, async () => ({ ok: true }));
    try {
      const statuses = [];
      for (const url of ['/loose', '/tight', '/loose', '/tight', '/loose', '/loose']) {
        statuses.push((await app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
