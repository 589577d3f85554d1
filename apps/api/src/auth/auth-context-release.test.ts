import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bearer, createCustomer } from '../test/auth-helpers.js';
import { authCall } from './auth-context-release.js';

type BetterAuthGlobal = { context: Record<string, unknown> };
const betterAuthGlobal = () =>
  (globalThis as Record<symbol, BetterAuthGlobal | undefined>)[Symbol.for('better-auth:global')];

/** A function that reads `storage` in the context `storage.run(value)` made; undefined once disabled. */
const probeOf = (storage: AsyncLocalStorage<string>, value: string) =>
  storage.run(value, () => AsyncResource.bind(() => storage.getStore()));

describe('better-auth contexts are released between auth calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    delete betterAuthGlobal()?.context.testStorage;
    await t.close();
  });

  it('finds the storages better-auth keeps its contexts in, and disables them once its calls settle', async () => {
    const { cookie } = await createCustomer(t.app, 'release@example.com');
    const storages = Object.values(betterAuthGlobal()?.context ?? {}).filter(
      (value): value is AsyncLocalStorage<string> => value instanceof AsyncLocalStorage,
    );
    // If better-auth moves them, the release silently stops working: this test says so first.
    expect(storages.length).toBeGreaterThanOrEqual(2);
    const probes = storages.map((storage) => probeOf(storage, 'before'));
    expect(probes.map((probe) => probe())).toEqual(storages.map(() => 'before'));

    // A call into better-auth (a bearer is read without one: auth/read-bearer-session.ts).
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(probes.map((probe) => probe())).toEqual(storages.map(() => undefined));
  });

  it('keeps a call’s context while other calls start and settle around it', async () => {
    const context = betterAuthGlobal()?.context;
    if (!context) throw new Error('better-auth has not created its global');
    const storage = new AsyncLocalStorage<string>();
    context.testStorage = storage;

    let releaseLong!: () => void;
    const longWait = new Promise<void>((resolve) => (releaseLong = resolve));
    const long = authCall(() =>
      storage.run('long', async () => {
        await longWait;
        return storage.getStore();
      }),
    );
    const short = await authCall(() =>
      storage.run('short', async () => {
        await sleep(1);
        return storage.getStore();
      }),
    );
    expect(short).toBe('short');
    releaseLong();
    expect(await long).toBe('long');

    const probe = probeOf(storage, 'after');
    await authCall(async () => undefined);
    expect(probe()).toBeUndefined();
  });

  it('serves overlapping sign-ups and session checks, each as its own user', async () => {
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createCustomer(t.app, `overlap-${index}@example.com`)),
    );
    const answers = await Promise.all(
      customers.map(({ token }) =>
        t.app.inject({ method: 'GET', url: '/api/userdetail', headers: bearer(token) }).then((answer) => answer.json()),
      ),
    );
    expect(answers.map((answer: { email?: string }) => answer.email)).toEqual(
      customers.map((_, index) => `overlap-${index}@example.com`),
    );
  });
});
