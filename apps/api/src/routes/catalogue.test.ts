import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema } from '@motoforge/contract';
import { demoCatalogue } from '../db/seed/demo-catalogue.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

describe.each(drivers)('catalogue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('GET /api/part lists the demo catalogue in its order, prices in taka', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/part' });
    expect(response.statusCode).toBe(200);
    const parts = partListSchema.parse(response.json());
    expect(parts.map((part) => part.name)).toEqual(demoCatalogue.map((part) => part.name));
    expect(parts[0]?.price).toBe((demoCatalogue[0]?.pricePoisha ?? 0) / 100);
    // The spec's call keeps its shape: no catalogue fields leak into it.
    expect(Object.keys(parts[0] ?? {}).sort()).toEqual([
      '_id',
      'availableQuantity',
      'description',
      'img',
      'minimumOrder',
      'name',
      'price',
    ]);
    expect(new Set(parts.map((part) => part._id)).size).toBe(parts.length);
  });

  it('GET /api/purchase/:id answers one part', async () => {
    const [first] = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    const response = await t.app.inject({ method: 'GET', url: `/api/purchase/${first?._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' or '1'='1"],
  ])('GET /api/purchase/:id with %s is a 404 JSON', async (_label, id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/purchase/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Part not found' });
  });

  it('answers with an ETag, and 304 to a client that already has the catalogue', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/part' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/part', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const reviews = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(reviews.headers.etag).toMatch(/^"/);
    expect(reviews.headers.etag).not.toBe(etag);
  });

  it('drops its cached catalogue when the data changes, even behind its back', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/part' });
    // A write this process did not answer (another server, the admin CLI): only NOTIFY tells it.
    await t.database.db.execute(sql`update parts set available_quantity = available_quantity + 1`);
    let after = before;
    for (let attempt = 0; attempt < 50 && after.headers.etag === before.headers.etag; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await t.app.inject({ method: 'GET', url: '/api/part' });
    }
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [first] = partListSchema.parse(after.json());
    expect(first?.availableQuantity).toBe((partListSchema.parse(before.json())[0]?.availableQuantity ?? 0) + 1);
  });
});
