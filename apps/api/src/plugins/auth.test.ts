import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '@motoforge/contract';
import {
  adminToken,
  bearer,
  cookiesOf,
  createCustomer,
  freshAddress,
  SHOP_ORIGIN,
  signIn,
} from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';
import type { createBearerSessionReader as CreateBearerSessionReader } from '../auth/read-bearer-session.js';
import { AUTH_ENDPOINTS, PASSWORD_CHECKS_PER_SESSION } from './auth.js';

/** How often a bearer token's session is read from the database. */
const sessionReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../auth/read-bearer-session.js', async (importOriginal) => {
  const original = await importOriginal<{ createBearerSessionReader: typeof CreateBearerSessionReader }>();
  return {
    ...original,
    createBearerSessionReader: (...args: Parameters<typeof CreateBearerSessionReader>) => {
      const read = original.createBearerSessionReader(...args);
      return (token: string) => {
        sessionReads.count += 1;
        return read(token);
      };
    },
  };
});

type Endpoint = { path?: string | null; options?: { method?: string | string[] } };

/**
 * Every endpoint this better-auth has, as `METHOD /path` under /api/auth: read from better-auth
 * itself, so one a later version adds is checked too. Path parameters get a placeholder.
 */
function betterAuthEndpoints(api: object): string[] {
  return Object.keys(api).flatMap((name) => {
    const { path, options } = (Reflect.getOwnPropertyDescriptor(api, name)?.value ?? {}) as Endpoint;
    if (!path) return []; // server-only: better-auth has no URL for it
    const url = `/api/auth${path.replaceAll(/:[A-Za-z]+/g, 'x')}`;
    return [options?.method ?? 'GET'].flat().map((method) => `${method} ${url}`);
  });
}

describe.each(drivers)('better-auth behind the shop on %s', (driver) => {
  let t: TestApp;
  let victim: Awaited<ReturnType<typeof createCustomer>>;
  let admin: { token: string; cookie: string };

  const users = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin.token) })).json() as UserSummary[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    victim = await createCustomer(t.app, 'victim@example.com', 'Victim Rider');
    const token = await adminToken(t.app);
    admin = { token, cookie: cookiesOf(await signIn(t.app, 'admin@motoforge.com', 'motoforge-admin')) };
  });
  afterAll(() => t.close());

  it("reads an admin's session once for a call guarded by both requireUser and requireAdmin", async () => {
    // Manage All Orders is an orders route: its file asks requireUser, the route requireAdmin.
    sessionReads.count = 0;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(sessionReads.count).toBe(1);
    // A customer is still refused by requireAdmin, on that one read.
    sessionReads.count = 0;
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(victim.token) });
    expect(refused.statusCode).toBe(403);
    expect(sessionReads.count).toBe(1);
  });

  it('answers 404, like any unknown path, to every better-auth endpoint the shop does not use, even for the admin', async () => {
    const allowed = new Set(
      AUTH_ENDPOINTS.map(({ method, path }) => `${method} /api/auth${path.replaceAll(/:[A-Za-z]+/g, 'x')}`),
    );
    const closed = betterAuthEndpoints(t.app.auth.api).filter((endpoint) => !allowed.has(endpoint));
    expect(closed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/admin/set-role',
        'POST /api/auth/admin/set-user-password',
        'POST /api/auth/admin/remove-user',
        'POST /api/auth/admin/impersonate-user',
        'POST /api/auth/delete-user',
        'GET /api/auth/list-sessions',
      ]),
    );
    const before = await users();
    // What each of them would act on: the admin's session, a customer's id and new values for everything.
    const payload = {
      userId: victim.user.id,
      role: 'superuser',
      newPassword: 'taken-over-1',
      currentPassword: 'secret12',
      password: 'secret12',
      name: 'Renamed',
      image: 'javascript:alert(1)',
      newEmail: 'attacker@example.com',
      data: { name: 'Renamed', role: 'superuser' },
    };
    const headers = { origin: SHOP_ORIGIN, cookie: admin.cookie, ...bearer(admin.token) };
    for (const endpoint of closed) {
      const [method, url] = endpoint.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload } : {}),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, `${endpoint}: ${response.body.slice(0, 200)}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: `No such endpoint: ${endpoint}` });
    }
    // Nobody was renamed, re-roled, removed or given a new password.
    expect(await users()).toEqual(before);
    expect((await signIn(t.app, 'victim@example.com', 'secret12')).statusCode).toBe(200);
    expect((await signIn(t.app, 'victim@example.com', 'taken-over-1')).statusCode).toBe(401);
  });

  it('still answers the endpoints the web calls', async () => {
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: victim.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'victim@example.com', name: 'Victim Rider' });
    // Google is not set up on this server: better-auth's own answer, not a missing route.
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: SHOP_ORIGIN },
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
      remoteAddress: freshAddress(),
    });
    expect(google.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    // A Google round trip whose state was lost lands on the login page, which says so.
    const callback = await t.app.inject({ method: 'GET', url: '/api/auth/callback/google?state=lost&code=x' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/^\/login\?error=/);
  });

  it('gives every refusal of better-auth a code, its own or the contract’s, in its own words', async () => {
    const update = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: victim.cookie, origin: SHOP_ORIGIN },
        payload,
        remoteAddress: freshAddress(),
      });
    // better-auth's words without a code of its own: a bad request, to a caller that branches.
    const nothing = await update({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: 'No fields to update', code: 'messages.badRequest' });
    // The account hook's refusal, in the contract's words: their code.
    const long = await update({ name: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'messages.tooLong', params: { max: expect.any(Number) } });
  });

  it('gives the password change no way around the sign-in rate limit', async () => {
    // Guesses at the current password with a stolen session: a few are checked, then none, from any
    // address, and the password stays.
    const guess = (attempt: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: SHOP_ORIGIN, cookie: victim.cookie },
        payload: { currentPassword: `guess-${attempt}`, newPassword: 'taken-over-1' },
        remoteAddress: freshAddress(),
      });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) answers.push((await guess(attempt)).statusCode);
    expect(answers.slice(0, PASSWORD_CHECKS_PER_SESSION)).toEqual(Array(PASSWORD_CHECKS_PER_SESSION).fill(400));
    expect(answers.slice(PASSWORD_CHECKS_PER_SESSION)).toEqual(Array(12 - PASSWORD_CHECKS_PER_SESSION).fill(429));
    expect((await signIn(t.app, 'victim@example.com', 'secret12')).statusCode).toBe(200);
  });

  it('shares one budget per address between every credential endpoint', async () => {
    const credentialCalls = AUTH_ENDPOINTS.filter(({ limit }) => limit === 'credentials').map(({ path }, index) => ({
      url: `/api/auth${path}`,
      payload: {
        name: 'Budget Rider',
        email: `budget-${index}@example.com`,
        password: 'wrong-password',
        provider: 'google',
        callbackURL: '/',
        errorCallbackURL: '/login',
      },
    }));
    expect(credentialCalls.map(({ url }) => url)).toEqual([
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/social',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/send-verification-email',
      '/api/auth/change-email',
    ]);
    const address = freshAddress();
    const call = ({ url, payload }: (typeof credentialCalls)[number]) =>
      t.app.inject({ method: 'POST', url, headers: { origin: SHOP_ORIGIN }, payload, remoteAddress: address });
    // The budget (10 a minute here), spent across all three.
    for (let spent = 0; spent < t.env.AUTH_RATE_LIMIT_PER_MINUTE; spent += 1) {
      expect((await call(credentialCalls[spent % credentialCalls.length]!)).statusCode).not.toBe(429);
    }
    for (const credentialCall of credentialCalls) {
      const refused = await call(credentialCall);
      expect(refused.statusCode, credentialCall.url).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
    }
    // Reading the session is not a credential check and stays open from that address.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: victim.cookie },
      remoteAddress: address,
    });
    expect(session.statusCode).toBe(200);
  });
});
