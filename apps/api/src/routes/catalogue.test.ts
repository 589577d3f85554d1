import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema } from '@motoforge/contract';
import { demoParts } from '../db/seed/demo-parts.js';
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
    expect(parts.map((part) => part.name)).toEqual(demoParts.map((part) => part.name));
    expect(parts[0]?.price).toBe((demoParts[0]?.pricePoisha ?? 0) / 100);
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
});
