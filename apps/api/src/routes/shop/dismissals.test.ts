import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A notice's close button is a plain form, so that it works before the page's scripts have run (a
 * slow phone): the browser posts it, and the server remembers the choice and sends it back.
 */
describe('POST /api/dismissals', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy, which says the visitor came over HTTPS.
    t = await createTestApp('pglite', { seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const dismiss = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dismissals',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body,
    });

  it('remembers the closed notice for a year and sends the visitor back to their page', async () => {
    const answer = await dismiss('notice=top-banner&back=%2Fportfolio%3Ftab%3Dcv');

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/portfolio?tab=cv');
    expect(answer.headers['set-cookie']).toBe('motoforge-dismissed=top-banner; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it("returns to the page's query from the Referer of that page on this host, and to the path otherwise", async () => {
    const from = async (referer: string) =>
      (await dismiss('notice=top-banner&back=%2Flogin', { referer, host: 'shop.example' })).headers.location;

    expect(await from('http://shop.example/login?redirectTo=%2Fdashboard%2Forder')).toBe(
      '/login?redirectTo=%2Fdashboard%2Forder',
    );
    // Another page, another site, or nonsense: the form's own path.
    expect(await from('http://shop.example/portfolio?tab=cv')).toBe('/login');
    expect(await from('https://evil.example/login?x=1')).toBe('/login');
    expect(await from('not a url')).toBe('/login');
  });

  it('keeps the notices closed before, and marks the cookie Secure over HTTPS', async () => {
    const answer = await dismiss('notice=demo-notice&back=%2F', {
      cookie: 'theme=dark; motoforge-dismissed=top-banner',
      'x-forwarded-proto': 'https',
    });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers['set-cookie']).toMatch(/^motoforge-dismissed=top-banner\.demo-notice; .*; Secure$/);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['dot segments that end in two slashes', '/.//evil.example'],
    ['a tab a browser drops', '/\t/evil.example'],
    ['no path at all', 'portfolio'],
  ])('sends the visitor home instead of to %s', async (_label, back) => {
    const answer = await dismiss(new URLSearchParams({ notice: 'top-banner', back }).toString());

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/');
  });

  it('refuses a notice the shop does not have, and remembers nothing', async () => {
    const answer = await dismiss('notice=cookie-banner&back=%2F');

    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
