import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.js';
import { adminToken, bearer, createCustomer } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The one-query bearer lookup (ADR 028) answers as better-auth's getSession would: the role read
 * from the database on every call, an ended session refused, and a session in use still extended.
 */
describe.each(drivers)('bearer sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const expiryOf = async (token: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.token, token)))[0]?.expiresAt.getTime();

  it('reads the role from the database on every call: a demoted admin is refused at once', async () => {
    const token = await adminToken(t.app);
    const call = () => t.app.inject({ method: 'GET', url: '/api/admin/sales', headers: bearer(token) });
    expect((await call()).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'admin@motoforge.com'));
    expect((await call()).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@motoforge.com'));
    expect((await call()).statusCode).toBe(200);
  });

  it('refuses an unknown or expired token, and a deleted session', async () => {
    const { token } = await createCustomer(t.app, 'bearer-expired@example.com');
    const call = (as: string) => t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(as) });
    expect((await call(token)).statusCode).toBe(200);
    expect((await call('no-such-token')).statusCode).toBe(401);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, token));
    expect((await call(token)).statusCode).toBe(401);
    const other = await createCustomer(t.app, 'bearer-deleted@example.com');
    await t.database.db.delete(sessions).where(eq(sessions.token, other.token));
    expect((await call(other.token)).statusCode).toBe(401);
  });

  it('extends a session in use once a day, as better-auth does, and reads a fresh one alone', async () => {
    const { token } = await createCustomer(t.app, 'bearer-refresh@example.com');
    const fresh = await expiryOf(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode).toBe(200);
    expect(await expiryOf(token)).toBe(fresh);
    // Two days left of seven: last extended five days ago, so due.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(sessions.token, token));
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode).toBe(200);
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 6 * DAY);
  });
});
