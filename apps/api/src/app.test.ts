import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/** A built web app of one page, so the server has a document to answer. */
function webBuild() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-app-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MotoForge</title>');
  return webDist;
}

describe('the server as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { WEB_DIST: webBuild() } });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No such endpoint: GET /api/does-not-exist',
      code: 'messages.noSuchEndpoint',
      params: { method: 'GET', path: '/api/does-not-exist' },
    });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/allproducts' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const response of [page, await t.app.inject({ method: 'GET', url: '/api/part' })]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends the headers that only matter to documents on documents, and JSON a policy that allows nothing', async () => {
    const documentOnly = {
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers).toMatchObject(documentOnly);
    // A page that brings its own policy keeps it (swagger-ui's).
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers).toMatchObject(documentOnly);
    expect(docs.headers['content-security-policy']).toContain('validator.swagger.io');
    for (const url of ['/api/part', '/api/review', '/api/config', '/api/does-not-exist']) {
      const json = await t.app.inject({ method: 'GET', url });
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      for (const name of Object.keys(documentOnly)) expect(json.headers[name]).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/part', '/api/review', '/api/question', '/api/purchase/{id}', '/api/config']),
    );
  });

  it('refuses a body over the size limit with 413 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body is too large' });
  });

  it('refuses an unsupported content type with 415 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: { 'content-type': 'text/xml' },
      payload: '<q/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('Content-Security-Policy and Stripe', () => {
  it("allows Stripe's script and frames only when Stripe is configured", async () => {
    const webDist = webBuild();
    const plain = await createTestApp('pglite', { seed: false, env: { WEB_DIST: webDist } });
    const withStripe = await createTestApp('pglite', {
      seed: false,
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', WEB_DIST: webDist },
    });
    try {
      const plainCsp = String((await plain.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      const stripeCsp = String(
        (await withStripe.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(plainCsp).not.toContain('stripe.com');
      expect(stripeCsp).toContain("script-src 'self' https://js.stripe.com");
      expect(stripeCsp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    } finally {
      await plain.close();
      await withStripe.close();
    }
  });
});

describe('CORS and HSTS', () => {
  it('sends no CORS grant or preflight answer by default, and both only to the origins CORS_ORIGINS lists', async () => {
    const plain = await createTestApp('pglite', { seed: false });
    const listed = await createTestApp('pglite', { seed: false, env: { CORS_ORIGINS: 'https://partner.example' } });
    try {
      const asked = (app: TestApp, origin: string) =>
        app.app.inject({ method: 'GET', url: '/api/part', headers: { origin } });
      expect((await asked(plain, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      expect((await asked(listed, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      expect((await asked(listed, 'https://partner.example')).headers['access-control-allow-origin']).toBe(
        'https://partner.example',
      );

      const preflight = (app: TestApp, origin: string) =>
        app.app.inject({
          method: 'OPTIONS',
          url: '/api/booking',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const refused = await preflight(plain, 'https://partner.example');
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(listed, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      const granted = await preflight(listed, 'https://partner.example');
      expect(granted.statusCode).toBe(204);
      expect(granted.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(granted.headers['access-control-allow-methods']).toContain('POST');
    } finally {
      await plain.close();
      await listed.close();
    }
  });

  it('sends HSTS in production only', async () => {
    const development = await createTestApp('pglite', { seed: false });
    const production = await createTestApp('pglite', {
      seed: false,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', DEMO_MODE: 'true' },
    });
    try {
      expect(
        (await development.app.inject({ method: 'GET', url: '/api/config' })).headers['strict-transport-security'],
      ).toBeUndefined();
      expect(
        (await production.app.inject({ method: 'GET', url: '/api/config' })).headers['strict-transport-security'],
      ).toMatch(/max-age=31536000/);
    } finally {
      await development.close();
      await production.close();
    }
  });
});
