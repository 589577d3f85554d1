import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Part, PartsPage, PublicConfig } from '@motoforge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { listParts as ListParts } from '../services/catalogue/list-parts.js';
import type { searchParts as SearchParts } from '../services/catalogue/search-parts.js';
import type { getShopSettings as GetShopSettings } from '../services/shop-settings/get-shop-settings.js';
import { parts } from '../db/schema.js';
import { adminToken, bearer, createCustomer } from '../test/auth-helpers.js';
import { placeOrder } from '../test/orders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

/** How often the whole catalogue, and a page of it, are read from the database. */
const wholeReads = vi.hoisted(() => ({ count: 0 }));
const pageReads = vi.hoisted(() => ({ count: 0 }));
// The cache reads a page of the shop order as the API answers it (searchParts).
vi.mock('../services/catalogue/search-parts.js', async (importOriginal) => {
  const original = await importOriginal<{ searchParts: typeof SearchParts }>();
  return {
    ...original,
    searchParts: (...args: Parameters<typeof SearchParts>) => {
      pageReads.count += 1;
      return original.searchParts(...args);
    },
  };
});
/** How often the shop settings row is read (GET /api/config's answer, ADR 068). */
const settingsReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../services/shop-settings/get-shop-settings.js', async (importOriginal) => {
  const original = await importOriginal<{ getShopSettings: typeof GetShopSettings }>();
  return {
    ...original,
    getShopSettings: (...args: Parameters<typeof GetShopSettings>) => {
      settingsReads.count += 1;
      return original.getShopSettings(...args);
    },
  };
});
vi.mock('../services/catalogue/list-parts.js', async (importOriginal) => {
  const original = await importOriginal<{ listParts: typeof ListParts }>();
  return {
    listParts: (...args: Parameters<typeof ListParts>) => {
      wholeReads.count += 1;
      return original.listParts(...args);
    },
  };
});

/**
 * A stand-in for the web build's entry-server.js: home (/ and /bn) prefetches the 13 parts it shows
 * (the spec's positions 2 to 13 and the one before), as the web asks for them; /everything the
 * whole catalogue. It "renders" the JSON of what it was given, and the parts' names as a page in its
 * language shows them, and counts its renders.
 */
const FAKE_RENDERER = `
export function prefetchesFor(pathname) {
  if (pathname === '/' || pathname === '/bn') return [{ queryKey: ['parts', 'home'], apiPath: '/api/parts?sort=position&pageSize=13' }, { queryKey: ['config'], apiPath: '/api/config' }];
  if (pathname === '/everything') return [{ queryKey: ['parts'], apiPath: '/api/part' }];
  return undefined;
}
export function pageQueryFor() { return ''; }
export function dismissalsIn() { return []; }
export function shellFor(template) { return template; }
export async function renderPage({ template, url, prefetched }) {
  globalThis.catalogueRenders = (globalThis.catalogueRenders ?? 0) + 1;
  const isBangla = new URL(url).pathname.startsWith('/bn');
  const names = (prefetched[0]?.data.items ?? []).map((item) => (isBangla && item.nameBn) || item.name);
  return template.replace('<!--ssr-outlet-->', () => JSON.stringify({ url, prefetched, names }));
}
`;

/** Enough stock for one order of the minimum (a demo part may be sold out). */
const hasStock = (part: Part) => part.availableQuantity >= part.minimumOrder;
const renders = () => (globalThis as { catalogueRenders?: number }).catalogueRenders ?? 0;
type Rendered = { prefetched: { queryKey: string[]; data: unknown }[]; names: string[] };
const renderedOf = (html: string): Rendered => JSON.parse(/<div id="root">(.*)<\/div>/s.exec(html)![1]!) as Rendered;

/** The cost of a server-rendered page does not grow with the catalogue (docs/design.md#catalogue-and-search, ADR 017). */
describe.each(drivers)('server-rendered catalogue pages on %s', (kind) => {
  let t: TestApp;
  let catalogue: Part[];
  let customerToken: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-web-ssr-catalogue-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>MotoForge</title><div id="root"><!--ssr-outlet--></div>',
    );
    fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), FAKE_RENDERER);
    t = await createTestApp(kind, { env: { WEB_DIST: webDist } });
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/part' })).json();
    customerToken = (await createCustomer(t.app, `ssr-catalogue-${kind}@example.com`)).token;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    wholeReads.count = 0;
    pageReads.count = 0;
  });

  const home = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    return renderedOf(page.body).prefetched[0]?.data as PartsPage;
  };

  it('reads only the parts home shows for its page, never the whole catalogue', async () => {
    const shown = await home();
    expect(shown.items.map((item) => item._id)).toEqual(catalogue.slice(0, 13).map((part) => part._id));
    expect(shown.total).toBe(catalogue.length);
    expect(wholeReads.count).toBe(0);
  });

  it('prefetches for home the very answer GET /api/parts gives a guest', async () => {
    const shown = await home();
    const answer = await t.app.inject({ method: 'GET', url: '/api/parts?sort=position&pageSize=13' });
    expect(shown).toEqual(answer.json<PartsPage>());
  });

  it('sends a kept page without parsing the catalogue again', async () => {
    await home();
    await t.app.inject({ method: 'GET', url: '/everything' });
    const rendersBefore = renders();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      await t.app.inject({ method: 'GET', url: '/' });
      await t.app.inject({ method: 'GET', url: '/everything' });
      const parsed = parse.mock.calls.map(([text]) => String(text));
      expect(parsed.filter((text) => text.includes(catalogue[0]!.name))).toEqual([]);
    } finally {
      parse.mockRestore();
    }
    expect(renders()).toBe(rendersBefore);
  });

  it('keeps home as it was when an order takes stock of a part home does not show', async () => {
    await home();
    const rendersBefore = renders();
    const elsewhere = catalogue.slice(13).find(hasStock)!;
    await placeOrder(t.app, customerToken, elsewhere);

    // The buyer sees the stock taken at once (its own write) …
    const purchase = (await t.app.inject({ method: 'GET', url: `/api/purchase/${elsewhere._id}` })).json<Part>();
    expect(purchase.availableQuantity).toBe(elsewhere.availableQuantity - elsewhere.minimumOrder);
    // … and home is neither read nor rendered again.
    await home();
    expect(renders()).toBe(rendersBefore);
  });

  it('renders home again, with the new stock, when an order takes stock of a part it shows', async () => {
    await home();
    const rendersBefore = renders();
    const shownPart = catalogue.slice(1, 13).find(hasStock)!;
    const stockBefore = (await home()).items.find((item) => item._id === shownPart._id)!.availableQuantity;
    await placeOrder(t.app, customerToken, shownPart);

    const shown = await home();
    expect(shown.items.find((item) => item._id === shownPart._id)?.availableQuantity).toBe(
      stockBefore - shownPart.minimumOrder,
    );
    expect(renders()).toBe(rendersBefore + 1);
    expect(wholeReads.count).toBe(0);
  });

  it('reads the shop settings once for many pages, and again only once the admin saves new ones', async () => {
    const configOf = async () => {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      return renderedOf(page.body).prefetched[1]?.data as PublicConfig;
    };
    await configOf();
    settingsReads.count = 0;
    const rendersBefore = renders();
    for (let visit = 0; visit < 5; visit++) expect((await configOf()).checkout.deliveryFee.insideDhaka).toBe(70);
    expect(settingsReads.count).toBe(0);
    expect(renders()).toBe(rendersBefore);

    const admin = await adminToken(t.app);
    const save = (insideDhaka: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(admin),
        payload: { deliveryFee: { insideDhaka, outsideDhaka: 130 }, codMax: 20_000 },
      });
    expect((await save(90)).statusCode).toBe(200);
    try {
      // The admin's own write is heard before its answer leaves: the next page has the new fee.
      expect((await configOf()).checkout.deliveryFee.insideDhaka).toBe(90);
      expect(renders()).toBe(rendersBefore + 1);
    } finally {
      expect((await save(70)).statusCode).toBe(200);
    }
    expect((await configOf()).checkout.deliveryFee.insideDhaka).toBe(70);
  });

  it('keeps a page per language, each with its names, and renders both again when a Bangla name changes', async () => {
    const namesOn = async (url: string) => {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      return renderedOf(page.body).names;
    };
    const english = catalogue.slice(0, 13).map((part) => part.name);
    const bangla = await namesOn('/bn');
    // The demo catalogue has its Bangla: none of it on the English page, all of it on the Bangla one.
    expect(bangla).toHaveLength(13);
    expect(bangla.filter((name) => english.includes(name))).toEqual([]);
    expect(await namesOn('/')).toEqual(english);
    expect(await namesOn('/bn')).toEqual(bangla);
    const rendersBefore = renders();
    expect(await namesOn('/')).toEqual(english);
    expect(renders()).toBe(rendersBefore);

    const renamed = catalogue[3]!;
    await t.database.db.update(parts).set({ nameBn: 'নতুন বাংলা নাম' }).where(eq(parts.id, renamed._id));
    await vi.waitFor(async () => expect(await namesOn('/bn')).toContain('নতুন বাংলা নাম'), 10_000);
    expect(await namesOn('/')).toEqual(english);
    expect(renders()).toBe(rendersBefore + 2);
  });

  it('lets the visitors who arrive just after a change share one read and one render', async () => {
    await home();
    const rendersBefore = renders();
    const shownPart = catalogue.slice(1, 13).filter(hasStock).at(-1)!;
    await placeOrder(t.app, customerToken, shownPart);
    pageReads.count = 0;

    const pages = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/' })));
    expect(pages.map((page) => page.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pageReads.count).toBe(1);
    expect(renders()).toBe(rendersBefore + 1);
  });
});
