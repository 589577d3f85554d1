import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bearer, cookiesOf, SHOP_ORIGIN, signUp, sync } from '../test/auth-helpers.js';

/**
 * Google sign-in end to end against a local OpenID Connect server standing in for Google:
 * the real better-auth OAuth code runs, only the identity provider is ours.
 */
describe('Continue with Google', () => {
  const google = new OAuth2Server();
  let t: TestApp;
  let nextIdentity: { sub: string; email: string; email_verified: boolean; name: string; picture?: string };

  beforeAll(async () => {
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextIdentity);
    });
    t = await createTestApp('pglite', {
      env: {
        GOOGLE_CLIENT_ID: 'motoforge-test-client',
        GOOGLE_CLIENT_SECRET: 'motoforge-test-secret',
        GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  it('signs a new customer in and gives them an API token', async () => {
    nextIdentity = { sub: 'google-1', email: 'gina@gmail.com', email_verified: true, name: 'Gina Rahman' };
    const { location, cookie } = await signInWithGoogle(t.app);
    expect(location).toBe('/dashboard');
    const synced = await sync(t.app, cookie, 'gina@gmail.com');
    expect(synced.statusCode).toBe(200);
    expect(synced.json().user).toMatchObject({ email: 'gina@gmail.com', displayName: 'Gina Rahman', role: 'user' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gina@gmail.com',
      headers: bearer(synced.json().token),
    });
    expect(check.json()).toEqual({ admin: false });
  });

  it("keeps the account to the shop's rules: no picture from Google's servers, the name trimmed and capped", async () => {
    // The page's Content-Security-Policy shows only the shop's own images, so a review would show
    // Google's picture broken; without one it shows the default avatar.
    nextIdentity = {
      sub: 'google-4',
      email: 'pic@gmail.com',
      email_verified: true,
      name: `  Pia ${'Rahman'.repeat(100)}  `,
      picture: 'https://lh3.googleusercontent.com/a/pia-photo',
    };
    const { location, cookie } = await signInWithGoogle(t.app);
    expect(location).toBe('/dashboard');
    const synced = await sync(t.app, cookie, 'pic@gmail.com');
    expect(synced.json().user).toMatchObject({ img: null, displayName: `Pia ${'Rahman'.repeat(100)}`.slice(0, 120) });
  });

  it("keeps a Google name's letters but not the characters that would disguise it, in the account and its reviews", async () => {
    // Shown as "Demo Admin" with a hidden override, isolate and zero-width space; the Bangla joiner stays.
    nextIdentity = {
      sub: 'google-5',
      email: 'disguise@gmail.com',
      email_verified: true,
      name: '\u2066Demo\u200B Ad\u00ADmin\u2069 \u202Eর\u200D্যাব',
    };
    const { cookie } = await signInWithGoogle(t.app);
    const synced = await sync(t.app, cookie, 'disguise@gmail.com');
    expect(synced.json().user.displayName).toBe('Demo Admin র\u200D্যাব');
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(synced.json().token),
      payload: { review: 'Good pads.', rating: 5 },
    });
    expect(review.json()).toMatchObject({ name: 'Demo Admin র\u200D্যাব' });
  });

  it('does not link Google to a password account someone registered first with that e-mail', async () => {
    // An attacker registers the victim's address with a password, hoping the victim later uses Google.
    expect((await signUp(t.app, { email: 'victim@gmail.com', password: 'attacker1' })).statusCode).toBe(200);
    nextIdentity = { sub: 'google-2', email: 'victim@gmail.com', email_verified: true, name: 'Victim' };
    const { location, cookie } = await signInWithGoogle(t.app);
    expect(location).toMatch(/^\/login\?error=account_not_linked/);
    expect(cookie).not.toMatch(/session_token=/);
  });

  it('refuses a Google identity whose e-mail is not verified for an existing account', async () => {
    // The account first, made here: the tests may run in any order.
    nextIdentity = { sub: 'google-6', email: 'hena@gmail.com', email_verified: true, name: 'Hena Akter' };
    expect((await signInWithGoogle(t.app)).location).toBe('/dashboard');
    nextIdentity = { sub: 'google-3', email: 'hena@gmail.com', email_verified: false, name: 'Not Hena' };
    const { location } = await signInWithGoogle(t.app);
    expect(location).toMatch(/^\/login\?error=/);
  });
});

/** Follows the browser's round trip: shop → identity provider → shop callback. */
async function signInWithGoogle(app: FastifyInstance) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: SHOP_ORIGIN },
    payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
  });
  expect(start.statusCode).toBe(200);
  const stateCookie = cookiesOf(start);
  const authorize = await fetch(start.json().url, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  const finish = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookie },
  });
  expect(finish.statusCode).toBe(302);
  return { location: String(finish.headers.location), cookie: cookiesOf(finish) };
}
