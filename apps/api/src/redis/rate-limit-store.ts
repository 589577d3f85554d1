import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './shared-redis.js';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, count?: Count) => void;
type Counting = (key: string, callback: Callback, timeWindow: number, max: number) => void;
type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
/** What @fastify/rate-limit hands `child()`: a route's merged limit, or app.rateLimit()'s options. */
type LimitSettings = StoreSettings & { routeInfo?: { method?: string; url?: string }; groupId?: string };
type Counter = { incr: Counting; read: Counting };

// @fastify/rate-limit's own stores (CommonJS, without type declarations of their own).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Counter;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Counter;

const countIn = (counter: Counter, method: keyof Counter, key: string, timeWindow: number, max: number) =>
  new Promise<Count>((resolve, reject) =>
    counter[method](
      key,
      (error, count) => (count && !error ? resolve(count) : reject(error ?? new Error('The store gave no count'))),
      timeWindow,
      max,
    ),
  );

/**
 * The name a limit's counters have in Redis: its route, or, for a limit that several routes share
 * (`app.rateLimit()`, which has no route), its `groupId`. Without one, every such limit would count
 * in the same keys, as @fastify/rate-limit's RedisStore does (it names them "undefinedundefined").
 */
function limitName({ routeInfo, groupId }: LimitSettings): string {
  if (routeInfo?.url) return `${routeInfo.method ?? ''}${routeInfo.url}`;
  if (groupId) return `group:${groupId}`;
  throw new Error('A rate limit made with app.rateLimit() needs a groupId: its counters are named by it');
}

/**
 * The rate limiter's store (security.ts): counters in Redis, shared by every server process, while
 * Redis answers; this process's own counters while it does not (ADR 034). Every request is also
 * counted here, so when Redis stops answering mid-window this process goes on from what it has
 * seen rather than from zero. Unlike the plugin's `skipOnError`, a failure never lets a request
 * through uncounted, and never fails it.
 */
export function rateLimitStoreFor(redis: SharedRedis | null) {
  return class SharedRateLimitStore {
    readonly #local: Counter;
    readonly #shared: Counter | null;

    constructor(settings: StoreSettings, name = 'global') {
      this.#local = new LocalStore(settings.continueExceeding, settings.exponentialBackoff, settings.cache);
      this.#shared =
        redis &&
        new RedisStore(
          settings.continueExceeding,
          settings.exponentialBackoff,
          redis.client,
          `${redis.keyPrefix}rate-limit:${name}:`,
        );
    }

    async #count(method: keyof Counter, key: string, timeWindow: number, max: number): Promise<Count> {
      const local = await countIn(this.#local, method, key, timeWindow, max);
      const shared = this.#shared;
      if (!redis || !shared) return local;
      return redis.sharedOr(
        () => countIn(shared, method, key, timeWindow, max),
        () => local,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.#count('incr', key, timeWindow, max).then((count) => callback(null, count), callback);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.#count('read', key, timeWindow, max).then((count) => callback(null, count), callback);
    }

    // Typed by the plugin as a route's options; what it passes is the limit's merged settings.
    child(settings: object) {
      return new SharedRateLimitStore(settings, limitName(settings as LimitSettings));
    }
  };
}
