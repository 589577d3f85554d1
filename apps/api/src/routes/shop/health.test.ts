import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, startPrivateRedis, TEST_REDIS_URL, uniqueKeyPrefix } from '../../test/redis.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers } from '../../test/test-database.js';

type Line = { level: number; msg: string; url?: string };

/**
 * Asks /readyz until it answers `status` (the LISTEN connection is made in the background), and
 * `readiness` in its body when given, for at most 5 s.
 */
async function readyzUntil(t: TestApp, status: number, readiness?: string) {
  const answers = (response: { statusCode: number; json: () => { status?: string } }) =>
    response.statusCode === status && (readiness === undefined || response.json().status === readiness);
  let response = await t.app.inject({ method: 'GET', url: '/readyz' });
  for (let wait = 0; wait < 50 && !answers(response); wait += 1) {
    await sleep(100);
    response = await t.app.inject({ method: 'GET', url: '/readyz' });
  }
  return response;
}

describe.each(drivers)('health checks on %s', (driver) => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-health-web-'));
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    // A built web app, whose catch-all answers any other GET with the page.
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MotoForge</title>');
    t = await createTestApp(driver, {
      env: { WEB_DIST: webDist, LOG_LEVEL: 'debug' },
      logger: { level: 'debug', stream },
      seed: false,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('says the process is alive at /healthz, to anyone, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready at /readyz once the database answers and catalogue changes are heard', async () => {
    const response = await readyzUntil(t, 200);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: { status: 'ok' }, catalogueChanges: { status: 'ok' } },
    });
  });

  it('answers every probe, however many (never rate limited), and writes no request line for them', async () => {
    const before = lines.filter((line) => line.msg === 'request completed').length;
    for (let probe = 0; probe < 50; probe += 1) {
      const url = probe % 2 ? '/healthz' : '/readyz';
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.77.0.1' })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.msg === 'request completed').slice(before);
    // The log level is debug: the one ordinary read is written, the probes are not.
    expect(requestLines.map((line) => line.url)).toEqual(['/api/config']);
  });

  it('lists both in the API documentation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });
});

describe.each(drivers)('not ready on %s', (driver) => {
  it('when the database is closed: 503 naming the database, and still alive', async () => {
    const t = await createTestApp(driver, { seed: false });
    try {
      expect((await readyzUntil(t, 200)).statusCode).toBe(200);
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: { status: 'failing', reason: 'the database does not answer' } },
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close().catch(() => {});
    }
  });

  it('stays ready, saying Redis is down, when Redis is configured and does not answer (ADR 034)', async () => {
    const redis = await startPrivateRedis();
    const keyPrefix = uniqueKeyPrefix();
    const t = await createTestApp(driver, { env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix }, seed: false });
    try {
      const ready = await readyzUntil(t, 200);
      expect(ready.json()).toMatchObject({ checks: { redis: { status: 'ok' } } });
      await redis.stop();
      // Each process serves on with its own limits: a load balancer must not close the shop.
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        checks: {
          database: { status: 'ok' },
          catalogueChanges: { status: 'ok' },
          redis: { status: 'failing', reason: 'Redis does not answer' },
        },
      });
      await redis.start();
      const back = await readyzUntil(t, 200, 'ready');
      expect(back.json()).toMatchObject({ status: 'ready', checks: { redis: { status: 'ok' } } });
    } finally {
      await t.close();
      await redis.stop();
    }
  });

  it('checks the shared Redis when configured', async () => {
    const keyPrefix = uniqueKeyPrefix();
    const t = await createTestApp(driver, {
      env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix },
      seed: false,
    });
    try {
      expect((await readyzUntil(t, 200)).json()).toMatchObject({
        status: 'ready',
        checks: { redis: { status: 'ok' } },
      });
    } finally {
      await t.close();
      await deleteKeys(TEST_REDIS_URL, keyPrefix);
    }
  });
});

// PGlite has no LISTEN connection to lose: it lives in the process.
describe.each(raceDrivers)('the catalogue change listener on %s', (driver) => {
  it('makes the process not ready while it is down, and ready again once it is back', async () => {
    const t = await createTestApp(driver, { seed: false });
    try {
      expect((await readyzUntil(t, 200)).statusCode).toBe(200);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      const down = await readyzUntil(t, 503);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        checks: { catalogueChanges: { status: 'failing', reason: 'not listening for catalogue changes' } },
      });
      expect((await readyzUntil(t, 200)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
