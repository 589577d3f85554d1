import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@motoforge/contract';
import { FAILED_SIGN_INS_BEFORE_LOCK } from '../auth/sign-in-guard.js';
import { bearer, createCustomer, freshAddress, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { deleteKeys, startPrivateRedis, TEST_REDIS_URL, uniqueKeyPrefix } from '../test/redis.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const PASSWORD = 'secret12';
const LIMIT = 3;
const WARNING = 'Redis does not answer: rate limits and sign-in locks count in this process alone until it does';
const BACK = 'Redis answers again: rate limits and sign-in locks are shared again';

type Line = { level: number; msg: string };

/** A logger stream that keeps the lines the server writes. */
function capturedLog() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** Two server processes' worth of the shop (two machines), each on its own database, sharing one Redis. */
async function twoServers(driver: TestApp['database']['kind'], redisUrl: string, keyPrefix: string) {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  const logs = [capturedLog(), capturedLog()];
  const servers = await Promise.all(logs.map(({ logger }) => createTestApp(driver, { env, logger, seed: false })));
  return { servers, logs, close: () => Promise.all(servers.map((server) => server.close())) };
}

const signInOn = (t: TestApp, email: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: SHOP_ORIGIN },
    payload: { email, password },
    remoteAddress,
  });

let nextAccount = 0;
/** An address no account has, new each time, so no test meets another's per-account lock. */
const nobody = () => `nobody-${(nextAccount += 1)}@example.com`;
/** The same account on both servers (each has its own database; the guard counts by address). */
async function accountOn(servers: TestApp[]) {
  nextAccount += 1;
  const email = `shared-${nextAccount}-${Date.now()}@example.com`;
  for (const server of servers) await createCustomer(server.app, email);
  return email;
}

describe.each(drivers)('limits shared through Redis on %s', (driver) => {
  const keyPrefix = uniqueKeyPrefix();
  let one: TestApp;
  let two: TestApp;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    const started = await twoServers(driver, TEST_REDIS_URL, keyPrefix);
    [one, two] = started.servers as [TestApp, TestApp];
    close = started.close;
  });
  afterAll(async () => {
    await close();
    await deleteKeys(TEST_REDIS_URL, keyPrefix);
  });

  it("counts one address's sign-ins on every server against one budget", async () => {
    const stranger = nobody();
    const address = freshAddress();
    const answers = [];
    for (const server of [one, one, two, two]) {
      answers.push((await signInOn(server, stranger, 'wrong', address)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
    // Another address has its own budget.
    expect((await signInOn(one, stranger, 'wrong')).statusCode).toBe(401);
  });

  it('keeps each budget apart: reading the session does not use up sign-in attempts', async () => {
    const stranger = nobody();
    const address = freshAddress();
    for (const server of [one, two, one, two, one]) {
      const session = await server.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: address });
      expect(session.statusCode).toBe(200);
    }
    for (const server of [one, two, one]) {
      expect((await signInOn(server, stranger, 'wrong', address)).statusCode).toBe(401);
    }
  });

  it("shares a route's own limit too", async () => {
    const address = freshAddress();
    const answers = [];
    // POST /api/password-reset/sms: 5 a minute per address; a bad body is counted before it is read.
    for (const server of [one, two, one, two, one, two]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/password-reset/sms',
        payload: { phone: 'not a phone' },
        remoteAddress: address,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('locks an account guessed at on several servers, on all of them', async () => {
    const email = await accountOn([one, two]);
    for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) {
      expect((await signInOn(guess % 2 ? two : one, email, `wrong-${guess}`)).statusCode).toBe(401);
    }
    for (const server of [one, two]) {
      const locked = await signInOn(server, email, PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ message: authMessages.signInLocked(1) });
    }
  });

  it('keeps no address or session token in Redis key names', async () => {
    const email = `keys-${Date.now()}@example.com`;
    const { token } = await createCustomer(one.app, email);
    await signInOn(one, email, 'wrong');
    // The password change's budget follows the session.
    const changed = await one.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: SHOP_ORIGIN, ...bearer(token) },
      payload: { currentPassword: 'wrong', newPassword: 'another-secret' },
    });
    expect(changed.headers['x-ratelimit-remaining']).toBeDefined();
    const { Redis } = await import('ioredis');
    const client = new Redis(TEST_REDIS_URL);
    try {
      const keys = await client.keys(`${keyPrefix}*`);
      expect(keys.some((key) => key.includes('sign-in-failures:'))).toBe(true);
      expect(keys.some((key) => key.includes('group:password-check'))).toBe(true);
      expect(keys.filter((key) => key.includes(email) || key.includes(token))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});

describe.each(drivers)('when Redis stops answering, on %s', (driver) => {
  const keyPrefix = uniqueKeyPrefix();
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let one: TestApp;
  let two: TestApp;
  let logs: ReturnType<typeof capturedLog>[];
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    const started = await twoServers(driver, redis.url, keyPrefix);
    [one, two] = started.servers as [TestApp, TestApp];
    ({ logs, close } = started);
  });
  afterAll(async () => {
    await close();
    await redis.stop();
  });
  afterEach(() => redis.start().catch(() => {}));

  const lines = (server: number, msg: string) => logs[server]?.lines.filter((line) => line.msg === msg) ?? [];
  /** Until the server has logged `msg` `times` times in all (it reconnects on its own, within seconds). */
  const untilLogged = async (server: number, msg: string, times: number) => {
    for (let wait = 0; wait < 100 && lines(server, msg).length < times; wait += 1) await sleep(100);
  };

  it('keeps serving, limits each server on its own, warns once, and shares again once Redis is back', async () => {
    const stranger = nobody();
    const email = await accountOn([one, two]);
    await redis.stop();

    // Every answer is the usual one (never a 500), and each server now counts alone.
    const address = freshAddress();
    const onOne = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      onOne.push((await signInOn(one, stranger, 'wrong', address)).statusCode);
    }
    expect(onOne).toEqual([401, 401, 401, 429]);
    expect((await signInOn(two, stranger, 'wrong', address)).statusCode).toBe(401);

    // The account's lock, too, is kept by each server while Redis is away.
    for (let guess = 0; guess < FAILED_SIGN_INS_BEFORE_LOCK; guess += 1) {
      expect((await signInOn(one, email, `wrong-${guess}`)).statusCode).toBe(401);
    }
    expect((await signInOn(one, email, PASSWORD)).statusCode).toBe(429);
    expect((await signInOn(two, email, PASSWORD)).statusCode).toBe(200);

    const ready = await one.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      checks: { redis: { status: 'failing', reason: 'Redis does not answer' } },
    });

    // One warning per server, however many requests fell back.
    expect(lines(0, WARNING)).toHaveLength(1);
    expect(lines(0, WARNING)[0]?.level).toBe(40);
    expect(lines(1, WARNING)).toHaveLength(1);

    await redis.start();
    await untilLogged(0, BACK, 1);
    await untilLogged(1, BACK, 1);
    expect(lines(0, BACK)).toHaveLength(1);
    expect(lines(1, BACK)).toHaveLength(1);
    expect((await one.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // Shared counting again (the restarted Redis kept nothing: it starts from zero).
    const later = freshAddress();
    const answers = [];
    for (const server of [one, one, two, two]) {
      answers.push((await signInOn(server, stranger, 'wrong', later)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('does not keep requests waiting on a Redis that hangs', async () => {
    const stranger = nobody();
    const [warnings, backs] = [lines(0, WARNING).length, lines(0, BACK).length];
    redis.pause();
    try {
      const address = freshAddress();
      const answers = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        const started = Date.now();
        answers.push((await signInOn(one, stranger, 'wrong', address)).statusCode);
        // At most one command timeout (500 ms), then this server counts alone.
        expect(Date.now() - started).toBeLessThan(1_500);
      }
      expect(answers).toEqual([401, 401, 401, 429]);
      const ready = await one.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'degraded',
        checks: { redis: { status: 'failing' }, database: { status: 'ok' } },
      });
      expect(lines(0, WARNING)).toHaveLength(warnings + 1);
    } finally {
      redis.resume();
    }
    await untilLogged(0, BACK, backs + 1);
    expect(lines(0, BACK)).toHaveLength(backs + 1);
    expect((await one.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('starts without Redis, and shares once it answers', async () => {
    const stranger = nobody();
    await redis.stop();
    const alone = capturedLog();
    const t = await createTestApp(driver, {
      env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix, AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
      logger: alone.logger,
      seed: false,
    });
    try {
      expect(alone.lines.filter((line) => line.msg === WARNING)).toHaveLength(1);
      expect((await signInOn(t, stranger, 'wrong')).statusCode).toBe(401);
      await redis.start();
      for (let wait = 0; wait < 100 && !alone.lines.some((line) => line.msg === BACK); wait += 1) await sleep(100);
      expect(alone.lines.filter((line) => line.msg === BACK)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
