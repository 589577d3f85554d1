import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@motoforge/contract';
import { connectSharedRedis, type SharedRedis } from '../redis/shared-redis.js';
import { deleteKeys, TEST_REDIS_URL, uniqueKeyPrefix } from '../test/redis.js';
import { createCustomer, freshAddress, signIn, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';
import {
  createSignInGuard,
  FAILED_SIGN_INS_BEFORE_LOCK,
  FIRST_LOCK_MS,
  KNOWN_DEVICE_COOKIE,
  LOCK_MAX_MS,
  memoryFailureStore,
} from './sign-in-guard.js';
import { redisFailureStore } from './redis-failure-store.js';

const PASSWORD = 'secret12';

describe.each(drivers)('wrong passwords counted per account on %s', (driver) => {
  let t: TestApp;
  let next = 0;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const newAccount = async () => {
    next += 1;
    const email = `guarded-${next}@example.com`;
    await createCustomer(t.app, email);
    return email;
  };
  const signInFrom = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SHOP_ORIGIN, ...headers },
      payload: { email, password },
      remoteAddress: freshAddress(),
    });

  it('locks an account guessed at from several addresses, the right password included, with a clear message', async () => {
    const email = await newAccount();
    // Each guess from another address: the per-address budget never runs out.
    for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) {
      expect((await signInFrom(email, `wrong-${guess}`)).statusCode).toBe(401);
    }
    const locked = await signInFrom(email, 'wrong-again');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: authMessages.signInLocked(1) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from a browser never used for this account, waits too: a guesser learns nothing.
    expect((await signInFrom(email, PASSWORD)).statusCode).toBe(429);
    // Another account is not held.
    expect((await signIn(t.app, await newAccount(), PASSWORD)).statusCode).toBe(200);
  });

  it('answers an address with no account the same as one with an account, lock included', async () => {
    next += 1;
    const unknown = `nobody-${next}@example.com`;
    const known = await newAccount();
    for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) {
      const [forUnknown, forKnown] = [await signInFrom(unknown, 'wrong'), await signInFrom(known, 'wrong')];
      expect(forUnknown.statusCode).toBe(forKnown.statusCode);
      expect(forUnknown.json()).toEqual(forKnown.json());
    }
    const [sixthUnknown, sixthKnown] = [await signInFrom(unknown, 'wrong'), await signInFrom(known, 'wrong')];
    expect(sixthKnown.statusCode).toBe(429);
    expect(sixthUnknown.statusCode).toBe(429);
    expect(sixthUnknown.json()).toEqual(sixthKnown.json());
    // Both locked for the same minute, give or take the second between their guesses.
    expect(
      Math.abs(Number(sixthUnknown.headers['retry-after']) - Number(sixthKnown.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
  });

  it('spends a password hash on a locked answer too, as on a wrong password for any address', async () => {
    const { password } = await t.app.auth.$context;
    const hash = vi.spyOn(password, 'hash');
    try {
      next += 1;
      const unknown = `nobody-${next}@example.com`;
      for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) await signInFrom(unknown, 'wrong');
      // better-auth hashes the password it was given when the address has no account.
      expect(hash).toHaveBeenCalledTimes(FAILED_SIGN_INS_BEFORE_LOCK);
      hash.mockClear();
      expect((await signInFrom(unknown, 'wrong')).statusCode).toBe(429);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('counts the address whatever its case', async () => {
    const email = await newAccount();
    const variants = [
      email.toUpperCase(),
      email,
      email.replace('guarded', 'GUARDED'),
      email.replace('example', 'Example'),
      email.toUpperCase(),
    ];
    for (const variant of variants.slice(0, FAILED_SIGN_INS_BEFORE_LOCK)) await signInFrom(variant, 'wrong');
    expect((await signInFrom(email, 'wrong')).statusCode).toBe(429);
  });

  it('forgets the wrong passwords once the right one is given', async () => {
    const email = await newAccount();
    for (let round = 0; round < 2; round += 1) {
      for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK - 1; guess += 1) {
        expect((await signInFrom(email, 'wrong')).statusCode).toBe(401);
      }
      expect((await signInFrom(email, PASSWORD)).statusCode).toBe(200);
    }
  });

  it('lets the owner in from a browser that signed in before, so a stranger cannot lock them out', async () => {
    const email = await newAccount();
    const first = await signInFrom(email, PASSWORD);
    const cookie = [first.headers['set-cookie']].flat().find((line) => line?.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const knownDevice = cookie!.split(';')[0]!;

    for (let guess = 0; guess <= FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) await signInFrom(email, 'wrong');
    expect((await signInFrom(email, PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(email, PASSWORD, { cookie: knownDevice })).statusCode).toBe(200);
    // A made-up or another account's cookie does not open the lock.
    for (let guess = 0; guess <= FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) await signInFrom(email, 'wrong');
    expect((await signInFrom(email, PASSWORD, { cookie: `${KNOWN_DEVICE_COOKIE}=forged` })).statusCode).toBe(429);
  });

  it('lets one address probe at most its budget of addresses through sign-up (ADR 006)', async () => {
    const taken = await newAccount();
    const remoteAddress = freshAddress();
    const probe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: SHOP_ORIGIN },
        payload: { name: 'Probe', email, password: PASSWORD },
        remoteAddress,
      });
    const answers: number[] = [];
    for (let call = 0; call < t.env.AUTH_RATE_LIMIT_PER_MINUTE + 1; call += 1) {
      answers.push((await probe(call % 2 ? taken : `probe-${next}-${call}@example.com`)).statusCode);
    }
    expect(answers.slice(0, t.env.AUTH_RATE_LIMIT_PER_MINUTE)).not.toContain(429);
    expect(answers.at(-1)).toBe(429);
  });
});

describe.each(['memory', 'Redis'] as const)('the lock over time, counted in %s', (kind) => {
  let redis: SharedRedis | undefined;
  const keyPrefix = uniqueKeyPrefix();
  beforeAll(async () => {
    if (kind === 'Redis')
      redis = await connectSharedRedis(TEST_REDIS_URL, { keyPrefix, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await redis?.close();
    await deleteKeys(TEST_REDIS_URL, keyPrefix);
  });
  const store = () => (redis ? redisFailureStore(redis) : memoryFailureStore());

  it('starts at a minute, doubles with each further wrong password, never passes 15 minutes, and is forgotten', async () => {
    let clock = 1_000_000;
    const guard = createSignInGuard('s'.repeat(32), store(), () => clock);
    const email = 'rider@example.com';
    for (let guess = 1; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) await guard.failed(email);
    expect(await guard.lockedFor(email, [])).toBe(0);

    const locks: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) {
      await guard.failed(email);
      const lock = await guard.lockedFor(email, []);
      locks.push(lock);
      clock += lock; // the guesser waits out each lock
    }
    expect(locks.slice(0, 4)).toEqual([FIRST_LOCK_MS, 2 * FIRST_LOCK_MS, 4 * FIRST_LOCK_MS, 8 * FIRST_LOCK_MS]);
    expect(Math.max(...locks)).toBe(LOCK_MAX_MS);

    clock += 15 * 60_000 + 1;
    await guard.failed(email);
    expect(await guard.lockedFor(email, [])).toBe(0);
  });

  it('counts wrong passwords sent at once, none lost', async () => {
    const shared = store();
    const now = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => shared.addFailure('at-once@example.com', now)));
    expect(await shared.get('at-once@example.com', now)).toMatchObject({ failures: 20 });
  });
});
