import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { partListSchema } from '@motoforge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { adminToken, bearer, createCustomer, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { vehicles } from '../db/schema.js';
import { fakeWebDist } from '../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { getGarage as GetGarage } from '../services/garage/get-garage.js';

/** How often GET /api/garage's service runs: a page that asks the API for the garage runs it. */
const garageReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../services/garage/get-garage.js', async (importOriginal) => {
  const original = await importOriginal<{ getGarage: typeof GetGarage }>();
  return {
    ...original,
    getGarage: (...args: Parameters<typeof GetGarage>) => {
      garageReads.count += 1;
      return original.getGarage(...args);
    },
  };
});

/**
 * A stand-in for the web build's dist/server/entry-server.js with the same exports: it "renders" a
 * page as the JSON of what it was given and counts its renders. The real renderer is tested in the
 * web app (entry-server.test.tsx) and in the browser (e2e/tests/server-rendering.spec.ts).
 */
const FAKE_RENDERER = `
export function prefetchesFor(pathname) {
  if (pathname === '/') return [{ queryKey: ['parts'], apiPath: '/api/part' }, { queryKey: ['config'], apiPath: '/api/config' }];
  if (pathname === '/partly') return [{ queryKey: ['missing'], apiPath: '/api/no-such-thing' }, { queryKey: ['config'], apiPath: '/api/config' }];
  if (pathname === '/fitted') return [{ queryKey: ['garage'], apiPath: '/api/garage', readsGarage: true }];
  if (pathname === '/broken') return [];
  if (pathname === '/redirecting') return [];
  if (pathname === '/search' || pathname.startsWith('/page-')) return [{ queryKey: ['config'], apiPath: '/api/config' }];
  return undefined;
}
/** Like Login's ?error=: /search reads ?q=, each page ignores every other parameter. */
export function pageQueryFor(pathname, query) {
  return pathname === '/search' && query.get('q') ? '?q=' + encodeURIComponent(query.get('q')) : '';
}
export function dismissalsIn(cookies) {
  return /(?:^|; )closed=([a-z.-]*)/.exec(cookies ?? '')?.[1].split('.').filter(Boolean) ?? [];
}
export function shellFor(template, pathname) {
  return pathname.startsWith('/xx/') ? template.replace('<html lang="en"', '<html lang="xx"') : template;
}
export async function renderPage({ template, url, prefetched, dismissed }) {
  globalThis.fakeRenders = (globalThis.fakeRenders ?? 0) + 1;
  if (url.endsWith('/broken')) throw new Error('render failed');
  if (url.endsWith('/redirecting')) return undefined;
  return template.replace('<!--ssr-outlet-->', () => JSON.stringify({ url, prefetched, dismissed }));
}
`;

const renders = () => (globalThis as { fakeRenders?: number }).fakeRenders ?? 0;
type Rendered = { url: string; prefetched: { queryKey: string[]; data: unknown }[]; dismissed: string[] };
const renderedOf = (html: string): Rendered => JSON.parse(/<div id="root">(.*)<\/div>/s.exec(html)![1]!) as Rendered;

describe('server-rendered pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = fakeWebDist(
      'ssr',
      '<!doctype html><html lang="en"><title>MotoForge</title><div id="root"><!--ssr-outlet--></div></html>',
      FAKE_RENDERER,
    );
    t = await createTestApp('pglite', { env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    (globalThis as { fakeRenders?: number }).fakeRenders = 0;
  });

  it('renders a public page with the same answers the API gives the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const rendered = renderedOf(response.body);
    // The shop's public address (PUBLIC_URL, here its default), not the Host the request named.
    expect(rendered.url).toBe('http://localhost:3000/');
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/part' })).json();
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(rendered.prefetched).toEqual([
      { queryKey: ['parts'], data: catalogue },
      { queryKey: ['config'], data: config },
    ]);
  });

  it("sends a page the browser renders in its language's shell, from the first byte", async () => {
    const other = await t.app.inject({ method: 'GET', url: '/xx/dashboard' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(other.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(other.body).toContain('<html lang="xx">');
    const english = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(english.body).toContain('<html lang="en">');
    expect(renders()).toBe(0);
  });

  it('sends it brotli- or gzip-compressed to a browser that accepts that', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('renders a page once, and again as soon as the catalogue changes', async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const rendersBefore = renders();
    await t.app.inject({ method: 'GET', url: '/' });
    expect(renders()).toBe(rendersBefore);

    const token = await adminToken(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(token),
      payload: {
        name: 'Rear Sprocket 42T',
        description: 'Hardened steel, fits 428 chains.',
        minimumOrder: 2,
        availableQuantity: 40,
        price: 899.5,
        img: '/images/parts/spark-plug.svg',
      },
    });
    expect(added.statusCode).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(renders()).toBe(rendersBefore + 1);
    const parts = partListSchema.parse(renderedOf(page.body).prefetched[0]!.data);
    expect(parts.map((part) => part.name)).toContain('Rear Sprocket 42T');
  });

  it('leaves out the notices the visitor closed, keeping one page per set of them', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(renderedOf(plain.body).dismissed).toEqual([]);
    expect(plain.headers.vary).toMatch(/cookie/);
    const rendersBefore = renders();

    const closed = { cookie: 'theme=dark; closed=top-banner' };
    const withoutBanner = await t.app.inject({ method: 'GET', url: '/', headers: closed });
    expect(renderedOf(withoutBanner.body).dismissed).toEqual(['top-banner']);
    expect(renders()).toBe(rendersBefore + 1);

    // Both are kept: neither visitor gets the other's page, and neither is rendered again.
    expect(renderedOf((await t.app.inject({ method: 'GET', url: '/' })).body).dismissed).toEqual([]);
    expect(renderedOf((await t.app.inject({ method: 'GET', url: '/', headers: closed })).body).dismissed).toEqual([
      'top-banner',
    ]);
    expect(renders()).toBe(rendersBefore + 1);
  });

  it('renders a page with the query parameters it reads, and no others', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/search?utm_source=newsletter&q=brake%20disc&fbclid=x1' });
    expect(renderedOf(page.body).url).toBe('http://localhost:3000/search?q=brake%20disc');
    const other = await t.app.inject({ method: 'GET', url: '/search?q=chain' });
    expect(renderedOf(other.body).url).toBe('http://localhost:3000/search?q=chain');
  });

  it('renders a page once, whatever unknown query strings it is asked for with', async () => {
    for (let visit = 0; visit < 100; visit += 1) {
      const url = `/page-campaign?utm_source=${randomUUID()}&fbclid=${visit}`;
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(renderedOf(zlib.brotliDecompressSync(page.rawPayload).toString()).url).toBe(
        'http://localhost:3000/page-campaign',
      );
    }
    expect(renders()).toBe(1);
  });

  it('keeps the pages asked for lately when it is full, instead of emptying itself', async () => {
    await t.app.inject({ method: 'GET', url: '/page-popular' });
    expect(renders()).toBe(1);
    // Far more pages than the cache holds, each one a page of its own; the popular page in between.
    for (let search = 0; search < 300; search += 1) {
      await t.app.inject({ method: 'GET', url: `/search?q=${search}` });
      if (search % 16 === 0) await t.app.inject({ method: 'GET', url: '/page-popular' });
    }
    expect(renders()).toBe(1 + 300);
  });

  it('renders without an answer that failed, and does not keep that page', async () => {
    for (const expectedRenders of [1, 2]) {
      const page = await t.app.inject({ method: 'GET', url: '/partly' });
      expect(page.statusCode).toBe(200);
      expect(renderedOf(page.body).prefetched.map((prefetched) => prefetched.queryKey)).toEqual([['config']]);
      expect(renders()).toBe(expectedRenders);
    }
  });

  it('sends the page unrendered when rendering fails or the route redirects', async () => {
    for (const url of ['/broken', '/redirecting']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<!--ssr-outlet-->');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('sends the private pages unrendered: the browser renders them for whoever is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/order' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--ssr-outlet-->');
    expect(renders()).toBe(0);
  });

  it('never serves the server-rendering bundle itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });

  it('gives a guest without bikes the empty garage without asking the API', async () => {
    const [vehicle] = await t.database.db.select().from(vehicles).orderBy(asc(vehicles.id)).limit(1);
    const garageOf = async (cookie?: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/fitted', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      return renderedOf(response.body).prefetched.find((answer) => answer.queryKey[0] === 'garage')?.data;
    };
    garageReads.count = 0;
    for (let visit = 0; visit < 3; visit++) expect(await garageOf()).toEqual({ bikes: [] });
    expect(await garageOf('motoforge_garage=')).toEqual({ bikes: [] });
    expect(garageReads.count).toBe(0);
    // The answer is the route's own for such a guest.
    expect((await t.app.inject({ method: 'GET', url: '/api/garage' })).json()).toEqual({ bikes: [] });

    // A guest whose cookie names a bike is answered by the API, with that bike.
    garageReads.count = 0;
    const bikes = (await garageOf(`motoforge_garage=${vehicle!.id}:${vehicle!.yearFrom}`)) as { bikes: unknown[] };
    expect(bikes.bikes).toHaveLength(1);
    expect(garageReads.count).toBe(1);
  });

  it("renders a signed-in rider's pages with the account's bikes, not the ones this browser's cookie last copied", async () => {
    const [first, second] = await t.database.db.select().from(vehicles).orderBy(asc(vehicles.id)).limit(2);
    const rider = await createCustomer(t.app, `two-devices-${randomUUID()}@example.com`);
    const garageOf = async (cookie?: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/fitted', headers: cookie ? { cookie } : {} });
      const garage = renderedOf(response.body).prefetched.find((answer) => answer.queryKey[0] === 'garage');
      return (garage?.data as { bikes: { vehicleId: number; year: number }[] }).bikes.map(
        (bike) => `${bike.vehicleId}:${bike.year}`,
      );
    };
    // This browser's cookie copied the account when it had the first bike; another device then
    // saved the second, which the account now has as its current one.
    const staleCopy = `motoforge_garage=account_${first!.id}:${first!.yearFrom}`;
    for (const bike of [first!, second!]) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/garage',
        headers: bearer(rider.token),
        payload: { vehicleId: bike.id, year: bike.yearFrom },
      });
      expect(saved.statusCode).toBe(201);
    }
    const now = [`${second!.id}:${second!.yearFrom}`, `${first!.id}:${first!.yearFrom}`];

    expect(await garageOf(`${rider.cookie}; ${staleCopy}`)).toEqual(now);
    expect(await garageOf(rider.cookie)).toEqual(now);
    // A guest with the same cookie, and a session cookie that names no session, get the cookie's.
    expect(await garageOf(staleCopy)).toEqual([`${first!.id}:${first!.yearFrom}`]);
    expect(await garageOf(`better-auth.session_token=forged.signature; ${staleCopy}`)).toEqual([
      `${first!.id}:${first!.yearFrom}`,
    ]);

    // Signed out, the session cookie names the account no more.
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: SHOP_ORIGIN, cookie: rider.cookie, ...bearer(rider.token) },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await garageOf(rider.cookie)).toEqual([]);
  });
});
