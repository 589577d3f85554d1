import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A limit check takes well under a millisecond; one this slow means Redis is in trouble. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection attempts wait longer each time, up to this, so a Redis that is back is used within seconds. */
const RECONNECT_MAX_MS = 2_000;

/**
 * The Redis that every server process shares (docs/design.md#several-machines), and whether it answers now. Callers
 * never wait for it: while it is down they count in this process instead (`sharedOr`), and the
 * connection is made again in the background (ADR 034).
 */
export type SharedRedis = {
  client: Redis;
  /** Starts every key the shop writes (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  /** Runs `shared` on Redis while it answers; `local` answers while it does not, or when `shared` fails. */
  sharedOr: <T>(shared: (client: Redis) => Promise<T>, local: () => T | Promise<T>) => Promise<T>;
  /** Throws unless Redis answers a PING now (the readiness check). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Connects to Redis, waiting at most CONNECT_TIMEOUT_MS: a shop whose Redis is down still starts,
 * counting per process until it answers. Logs a warning when Redis stops answering and an info
 * line when it answers again, once each, however many requests fall back in between.
 */
export async function connectSharedRedis(
  url: string,
  { keyPrefix, log }: { keyPrefix: string; log: FastifyBaseLogger },
): Promise<SharedRedis> {
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command never waits for a connection: it fails at once, and the caller counts locally.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_MS),
    lazyConnect: true,
  });
  // ioredis reports every failed reconnection as an error; the state changes below say what matters.
  let lastError = 'connection closed';
  client.on('error', (error: Error) => {
    lastError = error.message;
  });

  let isUp = false;
  let hasWarned = false;
  let isClosing = false;
  const wentDown = (reason: string) => {
    const wasUp = isUp;
    isUp = false;
    if (isClosing || (!wasUp && hasWarned)) return;
    hasWarned = true;
    log.warn(
      { reason },
      'Redis does not answer: rate limits and sign-in locks count in this process alone until it does',
    );
  };
  client.on('ready', () => {
    lastError = 'connection closed';
    if (isUp) return;
    isUp = true;
    if (hasWarned) log.info('Redis answers again: rate limits and sign-in locks are shared again');
    hasWarned = false;
  });
  client.on('close', () => wentDown(lastError));

  const failed = (error: unknown) => {
    wentDown(error instanceof Error ? error.message : String(error));
    // A command that timed out on a connection that looks open: start afresh, so 'ready' means
    // Redis really answers again (a hung server fails the new connection's ready check).
    if (client.status === 'ready') client.disconnect(true);
  };

  const connected = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('close', resolve);
  });
  client.connect().catch(() => {});
  await connected;

  return {
    client,
    keyPrefix,
    async sharedOr(shared, local) {
      if (!isUp) return local();
      try {
        return await shared(client);
      } catch (error) {
        failed(error);
        return local();
      }
    },
    async ping() {
      await client.ping();
    },
    async close() {
      isClosing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
