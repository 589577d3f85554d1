import { createHash } from 'node:crypto';
import type { SharedRedis } from '../redis/shared-redis.js';
import {
  FAILED_SIGN_INS_BEFORE_LOCK,
  FIRST_LOCK_MS,
  FORGET_AFTER_MS,
  isForgotten,
  LOCK_MAX_MS,
  memoryFailureStore,
  type FailureRecord,
  type FailureStore,
} from './sign-in-guard.js';

/**
 * sign-in-guard.ts's withFailure, run inside Redis so that wrong passwords sent at once to several
 * processes all count (a read, then a write, would let them overwrite each other). The key expires
 * when the record would be forgotten (relative to `now`, so Redis's clock does not matter).
 * KEYS[1]: the account's record. ARGV: now, failures before the lock, first lock, longest lock and
 * forget-after, all in milliseconds.
 */
const ADD_FAILURE = `
local now = tonumber(ARGV[1])
local forgetAfter = tonumber(ARGV[5])
local record = redis.call('HMGET', KEYS[1], 'failures', 'lockedUntil', 'lastFailure')
local failures = tonumber(record[1]) or 0
local lockedUntil = tonumber(record[2]) or 0
local lastFailure = tonumber(record[3]) or 0
if now - math.max(lastFailure, lockedUntil) > forgetAfter then
  failures = 0
  lockedUntil = 0
end
failures = failures + 1
local beyond = failures - tonumber(ARGV[2])
if beyond >= 0 then
  lockedUntil = now + math.min(tonumber(ARGV[3]) * 2 ^ math.min(beyond, 20), tonumber(ARGV[4]))
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lockedUntil', lockedUntil, 'lastFailure', now)
redis.call('PEXPIRE', KEYS[1], math.max(0, lockedUntil - now) + forgetAfter)
return {failures, lockedUntil, now}
`;

/** The counts in Redis, shared by every server process. Keys name a hash of the address, not the address. */
export function redisFailureStore({ client, keyPrefix }: SharedRedis): FailureStore {
  const keyOf = (account: string) =>
    `${keyPrefix}sign-in-failures:${createHash('sha256').update(account).digest('base64url')}`;
  return {
    async get(account, now) {
      const [failures, lockedUntil, lastFailure] = await client.hmget(
        keyOf(account),
        'failures',
        'lockedUntil',
        'lastFailure',
      );
      if (failures === null) return undefined;
      const record = { failures: Number(failures), lockedUntil: Number(lockedUntil), lastFailure: Number(lastFailure) };
      return isForgotten(record, now) ? undefined : record;
    },
    async addFailure(account, now) {
      const [failures, lockedUntil, lastFailure] = (await client.eval(
        ADD_FAILURE,
        1,
        keyOf(account),
        now,
        FAILED_SIGN_INS_BEFORE_LOCK,
        FIRST_LOCK_MS,
        LOCK_MAX_MS,
        FORGET_AFTER_MS,
      )) as [number, number, number];
      return { failures, lockedUntil, lastFailure };
    },
    async delete(account) {
      await client.del(keyOf(account));
    },
  };
}

/**
 * The counts in Redis while it answers, in this process's memory while it does not (ADR 034).
 * Every wrong password is counted here too, so an outage mid-attack carries on from what this
 * process has seen rather than from zero.
 */
export function sharedFailureStore(redis: SharedRedis, local: FailureStore = memoryFailureStore()): FailureStore {
  const shared = redisFailureStore(redis);
  return {
    get: (account, now) =>
      redis.sharedOr(
        () => shared.get(account, now),
        () => local.get(account, now),
      ),
    async addFailure(account, now) {
      const counted: FailureRecord = await local.addFailure(account, now);
      return redis.sharedOr(
        () => shared.addFailure(account, now),
        () => counted,
      );
    },
    async delete(account) {
      await Promise.all([
        local.delete(account),
        redis.sharedOr(
          () => shared.delete(account),
          () => undefined,
        ),
      ]);
    },
  };
}

/** Shared through Redis when the shop has one, else this process's memory. */
export const failureStoreFor = (redis: SharedRedis | null): FailureStore =>
  redis ? sharedFailureStore(redis) : memoryFailureStore();
