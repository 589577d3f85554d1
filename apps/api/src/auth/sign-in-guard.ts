import { createHmac, timingSafeEqual } from 'node:crypto';

/** Wrong passwords for one account, from anywhere, before it is locked. */
export const FAILED_SIGN_INS_BEFORE_LOCK = 5;
/** The first lock; each further wrong password after a lock doubles it, up to LOCK_MAX_MS. */
export const FIRST_LOCK_MS = 60_000;
/** No lock is ever longer: an attacker can delay the owner, never shut them out for good. */
export const LOCK_MAX_MS = 15 * 60_000;
/** Failures older than this (counted from the last one, or the end of its lock) are forgotten. */
export const FORGET_AFTER_MS = 15 * 60_000;
/** Accounts followed at once in one process's memory; the oldest is forgotten first (a flood cannot grow memory). */
const ACCOUNTS_MAX = 10_000;

/** One account's wrong passwords: how many, the last one's time, and the end of its lock (ms). */
export type FailureRecord = { failures: number; lockedUntil: number; lastFailure: number };

export const isForgotten = (record: FailureRecord, now: number) =>
  now - Math.max(record.lastFailure, record.lockedUntil) > FORGET_AFTER_MS;

/**
 * The record after one more wrong password at `now`: the lock starts at FAILED_SIGN_INS_BEFORE_LOCK
 * and doubles with each further one, up to LOCK_MAX_MS. (redis-failure-store.ts does the same in
 * Lua, so that a count shared by several processes goes up atomically.)
 */
export function withFailure(record: FailureRecord | undefined, now: number): FailureRecord {
  const previous = record && !isForgotten(record, now) ? record : { failures: 0, lockedUntil: 0 };
  const failures = previous.failures + 1;
  const beyond = failures - FAILED_SIGN_INS_BEFORE_LOCK;
  const lockedUntil =
    beyond >= 0 ? now + Math.min(FIRST_LOCK_MS * 2 ** Math.min(beyond, 20), LOCK_MAX_MS) : previous.lockedUntil;
  return { failures, lockedUntil, lastFailure: now };
}

/**
 * Where the counts live: this process's memory, or Redis shared by every process
 * (redis-failure-store.ts). Each call is one step, so a shared store can make it atomic: two
 * wrong passwords at once, on two machines, count as two.
 */
export type FailureStore = {
  /** The account's record, unless it has none or it is forgotten. */
  get(key: string, now: number): Promise<FailureRecord | undefined>;
  /** Counts one more wrong password and answers the record after it. */
  addFailure(key: string, now: number): Promise<FailureRecord>;
  delete(key: string): Promise<void>;
};

export function memoryFailureStore(max = ACCOUNTS_MAX): FailureStore {
  const records = new Map<string, FailureRecord>();
  const fresh = (key: string, now: number) => {
    const record = records.get(key);
    if (record && isForgotten(record, now)) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  return {
    get: async (key, now) => fresh(key, now),
    async addFailure(key, now) {
      const record = withFailure(fresh(key, now), now);
      records.delete(key);
      records.set(key, record);
      if (records.size > max) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
      return record;
    },
    delete: async (key) => void records.delete(key),
  };
}

/** The address as better-auth stores it, so "Rahim@Example.com " and "rahim@example.com" are one account. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Failed sign-ins per account, whatever the client address (the per-address budget is the rate
 * limiter's). After FAILED_SIGN_INS_BEFORE_LOCK wrong passwords the account is locked for a minute,
 * then each further wrong password doubles the lock, up to 15 minutes; a right password resets the
 * count. A browser that has signed in to the account before (its signed "known device" cookie) is
 * not held by the lock, so a stranger guessing cannot keep the owner out (OWASP's device cookies).
 */
export function createSignInGuard(secret: string, store: FailureStore = memoryFailureStore(), now = Date.now) {
  const deviceTag = (key: string) => createHmac('sha256', secret).update(`known-device:${key}`).digest('base64url');
  return {
    /** Milliseconds the account stays locked for this browser, or 0. */
    async lockedFor(email: string, knownDevices: string[]): Promise<number> {
      if (this.isKnownDevice(email, knownDevices)) return 0;
      const at = now();
      const record = await store.get(accountKey(email), at);
      return record ? Math.max(0, record.lockedUntil - at) : 0;
    },
    async failed(email: string) {
      await store.addFailure(accountKey(email), now());
    },
    async succeeded(email: string) {
      await store.delete(accountKey(email));
    },
    /** The value a browser keeps after signing in to this account. */
    deviceTag: (email: string) => deviceTag(accountKey(email)),
    isKnownDevice(email: string, knownDevices: string[]) {
      const expected = Buffer.from(deviceTag(accountKey(email)));
      return knownDevices.some((tag) => {
        const given = Buffer.from(tag);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

export const KNOWN_DEVICE_COOKIE = 'motoforge-known-device';
/** Accounts one browser is remembered for (a shared family computer). */
const KNOWN_DEVICES_MAX = 5;

/** The tags in a Cookie header's known-device cookie. */
export function knownDevicesIn(cookieHeader: string | undefined): string[] {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return value.join('=').split('.').filter(Boolean).slice(0, KNOWN_DEVICES_MAX);
  }
  return [];
}

/** The Set-Cookie header that adds `tag` to the browser's known devices (a year, HttpOnly). */
export function knownDeviceCookie(existing: string[], tag: string, secure: boolean): string {
  const tags = [tag, ...existing.filter((other) => other !== tag)].slice(0, KNOWN_DEVICES_MAX);
  return `${KNOWN_DEVICE_COOKIE}=${tags.join('.')}; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
