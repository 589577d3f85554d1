import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createCustomer, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { fakeWebDist } from '../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A stand-in for the web build's entry-server.js: the signed-in pages read the profile (the real
 * reads are tested in the web app's entry-server.test.tsx), and the state is what it was given.
 */
const FAKE_RENDERER = `
export function prefetchesFor() { return undefined; }
export function pageQueryFor() { return ''; }
export function dismissalsIn() { return []; }
export function shellFor(template) { return template; }
export async function renderPage() { return undefined; }
export function signedInPrefetchesFor(pathname, query, visitor) {
  return [{ queryKey: ['profile'], apiPath: '/api/userdetail' }, { queryKey: ['visitor', visitor] , apiPath: '/api/config' }];
}
export function signedInStateOf(prefetched) { return { prefetched }; }
`;

type PageState = {
  session: { session: { token: string; userId: string }; user: { id: string; name: string; email: string } };
  isAdmin: boolean;
};
const SCRIPTS = /<script type="application\/json" id="([a-z-]+)">(.*?)<\/script>/gs;
const scriptOf = (html: string, id: string) => [...html.matchAll(SCRIPTS)].find((match) => match[1] === id)?.[2];
const sessionStateOf = (html: string) => {
  const json = scriptOf(html, 'session-state');
  return json === undefined ? undefined : (JSON.parse(json) as PageState);
};

describe("a signed-in visitor's page (ADR 066)", () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = fakeWebDist(
      'signed-in',
      '<!doctype html><html lang="en"><title>MotoForge</title><body><div id="root"><!--ssr-outlet--></div></body></html>',
      FAKE_RENDERER,
    );
    t = await createTestApp('pglite', { env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("embeds exactly get-session's answer for the cookie, and the page's reads as that account", async () => {
    const rider = await createCustomer(t.app, `rider-${randomUUID()}@example.com`, 'Rahim Uddin');
    const profile = await t.app.inject({ method: 'GET', url: '/api/userdetail', headers: bearer(rider.token) });
    expect(profile.statusCode).toBe(200);

    const response = await page('/dashboard/profile', rider.cookie);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: rider.cookie, origin: SHOP_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionStateOf(response.body)).toEqual({ session: session.json(), isAdmin: false });
    const state = JSON.parse(scriptOf(response.body, 'ssr-state')!) as {
      prefetched: { queryKey: unknown[]; data: unknown }[];
    };
    expect(state.prefetched).toContainEqual({ queryKey: ['profile'], data: profile.json() });
    expect(state.prefetched).toContainEqual({
      queryKey: ['visitor', { email: rider.user.email, isAdmin: false }],
      data: expect.anything() as unknown,
    });
  });

  it("never holds another account's data: each visitor's page is their own", async () => {
    const [alice, bob] = await Promise.all([
      createCustomer(t.app, `alice-${randomUUID()}@example.com`, 'Alice Akter'),
      createCustomer(t.app, `bob-${randomUUID()}@example.com`, 'Bob Biswas'),
    ]);
    const [alicePage, bobPage] = await Promise.all([
      page('/dashboard/order', alice.cookie),
      page('/dashboard/order', bob.cookie),
    ]);
    expect(sessionStateOf(alicePage.body)?.session.user.email).toBe(alice.user.email);
    expect(sessionStateOf(bobPage.body)?.session.user.email).toBe(bob.user.email);
    for (const [body, other] of [
      [alicePage.body, bob],
      [bobPage.body, alice],
    ] as const) {
      expect(body).not.toContain(other.user.email);
      expect(body).not.toContain(other.token);
      expect(body).not.toContain(other.user.displayName);
    }
    // Asked again with Alice's cookie after Bob's page: still Alice's, nothing kept from Bob's.
    expect((await page('/dashboard/order', alice.cookie)).body).not.toContain(bob.user.email);
  });

  it('marks the page private and not to be stored, varying on the cookie', async () => {
    const rider = await createCustomer(t.app, `headers-${randomUUID()}@example.com`);
    const response = await page('/cart', rider.cookie);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it("gives a guest, and a cookie that names no live session, a page with nobody's session in it", async () => {
    const guest = await page('/cart');
    expect(guest.statusCode).toBe(200);
    expect(scriptOf(guest.body, 'session-state')).toBeUndefined();
    expect(scriptOf(guest.body, 'ssr-state')).toBeUndefined();

    const forged = await page('/cart', 'better-auth.session_token=forged.signature');
    expect(forged.statusCode).toBe(200);
    expect(scriptOf(forged.body, 'session-state')).toBeUndefined();
    expect(scriptOf(forged.body, 'ssr-state')).toBeUndefined();
    expect(forged.headers['cache-control']).toBe('private, no-store');

    // Signed out: the same cookie embeds nothing any more.
    const rider = await createCustomer(t.app, `ended-${randomUUID()}@example.com`);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: SHOP_ORIGIN, cookie: rider.cookie, ...bearer(rider.token) },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const ended = await page('/cart', rider.cookie);
    expect(scriptOf(ended.body, 'session-state')).toBeUndefined();
    expect(ended.body).not.toContain(rider.user.email);
  });

  it('escapes a name shaped like a script injection, so it cannot close the script element', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const rider = await createCustomer(t.app, `injection-${randomUUID()}@example.com`, name);
    const response = await page('/dashboard/profile', rider.cookie);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<!--"');
    // Exactly two closing tags: the two state elements' own.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(sessionStateOf(response.body)?.session.user.name).toBe(name);
  });

  it("tells the admin's page it is an admin's", async () => {
    const token = await adminToken(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SHOP_ORIGIN },
      payload: { email: 'admin@motoforge.com', password: 'motoforge-admin' },
    });
    const cookie = (signIn.headers['set-cookie'] as string[] | string).toString().split(';')[0]!;
    expect(token).toBeTruthy();
    expect(sessionStateOf((await page('/dashboard/manageorder', cookie)).body)?.isAdmin).toBe(true);
  });
});
