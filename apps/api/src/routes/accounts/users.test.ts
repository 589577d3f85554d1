import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';
import { describeAdminOnly } from '../../test/admin-only.js';
import {
  adminToken,
  bearer,
  cookiesOf,
  createCustomer,
  freshAddress,
  SHOP_ORIGIN,
  signIn,
  signUp,
  sync,
} from '../../test/auth-helpers.js';

describe.each(drivers)('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('signs up, syncs the display name and gets a bearer token that works', async () => {
    const response = await signUp(t.app, { name: 'Nadia Karim', email: 'Nadia@Example.com' });
    expect(response.statusCode).toBe(200);
    const cookie = cookiesOf(response);
    expect(response.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/HttpOnly/)]));
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/);

    const synced = await sync(t.app, cookie, 'nadia@example.com', 'Nadia K.');
    expect(synced.statusCode).toBe(200);
    const { token, user } = synced.json();
    expect(user).toMatchObject({ email: 'nadia@example.com', displayName: 'Nadia K.', role: 'user' });

    const check = await t.app.inject({ method: 'GET', url: '/api/admin/nadia@example.com', headers: bearer(token) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ admin: false });
  });

  it('keeps the language the rider reads the shop in, for what the shop sends them', async () => {
    const cookie = cookiesOf(await signUp(t.app, { name: 'Rafiq', email: 'rafiq@example.com' }));
    const languageOf = async () =>
      (
        await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, 'rafiq@example.com'))
      )[0]!.language;
    expect(await languageOf()).toBe('en');
    const put = (language: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/rafiq@example.com',
        headers: { cookie, origin: SHOP_ORIGIN },
        payload: { email: 'rafiq@example.com', language },
      });
    expect((await put('bn')).statusCode).toBe(200);
    expect(await languageOf()).toBe('bn');
    expect((await put('fr')).statusCode).toBe(400);
    expect(await languageOf()).toBe('bn');
    expect((await put('en')).statusCode).toBe(200);
    expect(await languageOf()).toBe('en');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    await createCustomer(t.app, 'imran@example.com');
    expect((await signIn(t.app, 'imran@example.com', 'secret12')).statusCode).toBe(200);
    const wrong = await signIn(t.app, 'imran@example.com', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/invalid email or password/i);
  });

  it('refuses a second account with the same e-mail', async () => {
    await createCustomer(t.app, 'dup@example.com');
    const again = await signUp(t.app, { email: 'dup@example.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already exists/i);
  });

  it.each([
    [{ name: '', email: 'x@example.com', password: 'secret12' }, 'Name is required'],
    [{ name: 'X', email: 'x@example', password: 'secret12' }, 'Provide a valid Email'],
    [{ name: 'X', email: 'x@example.com', password: '12345' }, 'Password must be 6 character'],
    [
      { name: 'Demo \u2066Admin\u2069', email: 'x@example.com', password: 'secret12' },
      'A name cannot contain invisible or text-direction characters',
    ],
  ])('applies the sign-up form rules on the server: %j → %s', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: SHOP_ORIGIN },
      payload,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a display name that hides characters, and keeps the one it had', async () => {
    const { cookie } = await createCustomer(t.app, 'hidden-name@example.com', 'Shown Name');
    const response = await sync(t.app, cookie, 'hidden-name@example.com', 'Demo Ad\u200Bmin');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('displayName: A name cannot contain invisible or text-direction characters');
    expect((await sync(t.app, cookie, 'hidden-name@example.com')).json().user.displayName).toBe('Shown Name');
  });

  it("refuses to sync another person's e-mail", async () => {
    const { cookie } = await createCustomer(t.app, 'mallory@example.com');
    const response = await sync(t.app, cookie, 'admin@motoforge.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: 'You can only act for your own account' });
  });

  it('refuses the sync without a session, or from a foreign origin', async () => {
    const { cookie } = await createCustomer(t.app, 'origin@example.com');
    const noSession = await sync(t.app, '', 'origin@example.com');
    expect(noSession.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/user/origin@example.com',
      headers: { origin: 'https://evil.example', cookie },
      payload: { email: 'origin@example.com' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 401 to a missing or forged token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/a@example.com' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, message: 'Please sign in to continue' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/a@example.com',
      headers: bearer('forged.token'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses the token once the user signed out', async () => {
    const { token, cookie } = await createCustomer(t.app, 'leaver@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: SHOP_ORIGIN, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/leaver@example.com', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('takes an e-mail address of the longest allowed length (254) in the path, percent-encoded or not', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    // Sign-up ends with PUT /api/user/{email}; a 200-character cap on path parameters answered 414.
    const { token } = await createCustomer(t.app, email);
    for (const path of [email, encodeURIComponent(email).replaceAll('a', '%61')]) {
      const own = await t.app.inject({ method: 'GET', url: `/api/admin/${path}`, headers: bearer(token) });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ admin: false });
    }
  });

  it('checks roles on the server: the demo admin is an admin; a customer may not ask about others', async () => {
    const adminSignIn = await signIn(t.app, 'admin@motoforge.com', 'motoforge-admin');
    expect(adminSignIn.statusCode).toBe(200);
    const adminToken = (await sync(t.app, cookiesOf(adminSignIn), 'admin@motoforge.com')).json().token;
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admin@motoforge.com',
      headers: bearer(adminToken),
    });
    expect(own.json()).toEqual({ admin: true });

    const { token } = await createCustomer(t.app, 'curious@example.com');
    const nosy = await t.app.inject({ method: 'GET', url: '/api/admin/admin@motoforge.com', headers: bearer(token) });
    expect(nosy.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/curious@example.com',
      headers: bearer(adminToken),
    });
    expect(asAdmin.json()).toEqual({ admin: false });
  });

  it('does not let a customer make themselves admin through sign-up or better-auth admin calls', async () => {
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: SHOP_ORIGIN },
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'secret12', role: 'admin' },
      remoteAddress: freshAddress(),
    });
    expect(sneaky.statusCode).toBe(400);
    const { token, cookie } = await createCustomer(t.app, 'sneaky2@example.com');
    // better-auth's admin endpoints are not routed at all (plugins/auth.test.ts).
    const setRole = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      headers: { origin: SHOP_ORIGIN, cookie },
      payload: { userId: 'anything', role: 'admin' },
    });
    expect(setRole.statusCode).toBe(404);
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/sneaky2@example.com', headers: bearer(token) });
    expect(check.json()).toEqual({ admin: false });
  });

  it('rate-limits a burst of wrong passwords from one client with 429', async () => {
    await createCustomer(t.app, 'target@example.com');
    const address = freshAddress();
    const statuses: number[] = [];
    // Each guess names another account, so the per-account lock (auth/sign-in-guard.test.ts)
    // never trips: what stops this client is its address's budget alone.
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await signIn(t.app, `target-${i}@example.com`, `guess-${i}`, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits out the window from that address.
    expect((await signIn(t.app, 'target@example.com', 'secret12', address)).statusCode).toBe(429);
  });

  describeAdminOnly(
    () => t.app,
    [
      ['GET', '/api/user'],
      ['PUT', '/api/user/admin/customer@example.com'],
    ],
  );

  it('lists users with their role and makes a customer an admin', async () => {
    const admin = await adminToken(t.app);
    const asAdmin = (method: 'GET' | 'PUT', url: string) => t.app.inject({ method, url, headers: bearer(admin) });
    const customer = await createCustomer(t.app, 'customer@example.com', 'Customer');
    const users = (await asAdmin('GET', '/api/user')).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@motoforge.com', role: 'admin' }),
        expect.objectContaining({ email: 'customer@example.com', role: 'user' }),
      ]),
    );
    const promoted = await asAdmin('PUT', '/api/user/admin/customer@example.com');
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customer@example.com',
      headers: bearer(customer.token),
    });
    expect(check.json()).toEqual({ admin: true });
    expect((await asAdmin('PUT', '/api/user/admin/customer@example.com')).json()).toEqual({ modifiedCount: 0 });
  });
});
