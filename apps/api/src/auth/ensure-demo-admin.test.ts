import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.js';
import { bearer, createCustomer, signIn } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers, raceDrivers } from '../test/test-database.js';
import { ensureDemoAdmin } from './ensure-demo-admin.js';

const DEMO_ADMIN_EMAIL = 'admin@motoforge.com';

/** Demo mode's admin (DEMO_ADMIN_EMAIL), made by the seed at start-up; nobody else's account. */
describe.each(drivers)('the demo admin on %s', (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const roleOf = async (app: TestApp, email: string) =>
    (await app.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it('is created and made admin on a fresh database, and made admin again on each start', async () => {
    t = await createTestApp(driver);
    expect(await roleOf(t, DEMO_ADMIN_EMAIL)).toBe('admin');
    expect((await signIn(t.app, DEMO_ADMIN_EMAIL, 'motoforge-admin')).statusCode).toBe(200);

    // An admin took the role away; the next start (demo mode) gives it back to the seed's account.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(await ensureDemoAdmin(t.app.auth, t.database, t.env)).toBe('promoted');
    expect(await roleOf(t, DEMO_ADMIN_EMAIL)).toBe('admin');
    expect(await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL))).toHaveLength(1);
  });

  it('never promotes an account someone else registered under DEMO_ADMIN_EMAIL', async () => {
    t = await createTestApp(driver, { seed: false });
    // Registered before the shop first started in demo mode (or after the seed's account was removed).
    const squatter = await createCustomer(t.app, DEMO_ADMIN_EMAIL, 'Not The Admin');

    expect(await ensureDemoAdmin(t.app.auth, t.database, t.env)).toBe('not-the-seed-account');
    expect(await roleOf(t, DEMO_ADMIN_EMAIL)).toBe('user');
    const userList = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(squatter.token) });
    expect(userList.statusCode).toBe(403);
    // Nor on the next start.
    expect(await ensureDemoAdmin(t.app.auth, t.database, t.env)).toBe('not-the-seed-account');
    expect(await roleOf(t, DEMO_ADMIN_EMAIL)).toBe('user');
  });

  // A race: it proves something on PostgreSQL only (PGlite runs one query at a time).
  it('makes one admin when two servers start on one database at once', async () => {
    t = await createTestApp(driver, { seed: false });
    const outcomes = await Promise.all([
      ensureDemoAdmin(t.app.auth, t.database, t.env),
      ensureDemoAdmin(t.app.auth, t.database, t.env),
    ]);
    expect(outcomes).toContain('promoted');
    expect(await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL))).toHaveLength(1);
    expect(await roleOf(t, DEMO_ADMIN_EMAIL)).toBe('admin');
  });
});

describe.each(raceDrivers)('two servers starting at once on %s', (driver) => {
  it('make one demo admin, both say so, and nothing is logged as an error', async () => {
    // better-auth's own logger is on (it is off when LOG_LEVEL is silent).
    const t = await createTestApp(driver, { seed: false, env: { LOG_LEVEL: 'warn' } });
    const logged = (['error', 'warn', 'log'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    try {
      const outcomes = await Promise.all([
        ensureDemoAdmin(t.app.auth, t.database, t.env),
        ensureDemoAdmin(t.app.auth, t.database, t.env),
      ]);
      expect(outcomes).toEqual(['promoted', 'promoted']);
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
      const admins = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
      expect(admins).toHaveLength(1);
      expect(admins[0]?.role).toBe('admin');
    } finally {
      for (const spy of logged) spy.mockRestore();
      await t.close();
    }
  });
});
