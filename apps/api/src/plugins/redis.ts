import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { connectSharedRedis, type SharedRedis } from '../redis/shared-redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every server process shares (REDIS_URL), or null: then each process counts alone. */
    redis: SharedRedis | null;
  }
}

/** Connects to REDIS_URL when it is set, and closes the connection when the server closes. */
export default fp(
  async function redis(app: FastifyInstance, { env }: { env: Env }) {
    const shared = env.REDIS_URL
      ? await connectSharedRedis(env.REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX, log: app.log })
      : null;
    app.decorate('redis', shared);
    if (shared) app.addHook('onClose', () => shared.close());
  },
  { name: 'redis' },
);
