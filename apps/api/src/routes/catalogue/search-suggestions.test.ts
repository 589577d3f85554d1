import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, suggestionsSchema, type Suggestion } from '@motoforge/contract';
import { parts, vehicles } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bothDrivers } from '../../test/test-database.js';

/** What a rider reads of a suggestion: its kind and its name in the page's language. */
const shown = (items: Suggestion[], language: 'en' | 'bn' = 'en') =>
  items.map((item) => `${item.kind}: ${language === 'bn' && item.nameBn ? item.nameBn : item.name}`);

describe.each(bothDrivers)('GET /api/search/suggestions on %s', (driver) => {
  let t: TestApp;
  const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
  const suggestionsFor = async (q: string) => {
    const response = await get(q);
    expect(response.statusCode, response.body).toBe(200);
    return suggestionsSchema.parse(response.json()).items;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    const { db } = t.database;
    // Ten parts of one name, more than a rider is offered; a removed one is never offered.
    await db.insert(parts).values([
      ...Array.from({ length: 10 }, (_, index) => ({
        name: `Wombat Lever ${index + 1}`,
        nameBn: `ওমব্যাট লিভার ${index + 1}`,
        sku: `WB-LEV-${String(index + 1).padStart(4, '0')}`,
        category: 'controls',
        img: '/images/parts/spark-plug.svg',
        description: 'Made to the drawing.',
        pricePoisha: 10_000,
        minimumOrder: 1,
        availableQuantity: 5,
      })),
      ...['Xnumbat Guard', 'Numbat Guard'].map((name, index) => ({
        name,
        sku: `NB-GRD-000${index + 1}`,
        category: 'body',
        img: '/images/parts/spark-plug.svg',
        description: 'Made to the drawing.',
        pricePoisha: 10_000,
        minimumOrder: 1,
        availableQuantity: 5,
      })),
      {
        name: 'Wombat Removed Lever',
        sku: 'WB-LEV-9999',
        category: 'controls',
        img: '/images/parts/spark-plug.svg',
        description: 'Gone.',
        pricePoisha: 10_000,
        minimumOrder: 1,
        availableQuantity: 5,
        deletedAt: new Date(),
      },
    ]);
    await db.insert(vehicles).values({
      make: 'Wombat Motors',
      makeBn: 'ওমব্যাট মোটরস',
      model: 'Roo 150',
      modelBn: 'রু ১৫০',
      variant: '',
      yearFrom: 2019,
      yearTo: 2024,
      cc: 150,
    });
  });
  afterAll(() => t.close());

  it('suggests categories, bikes and part names with what was typed in them, those it begins first', async () => {
    const brake = await suggestionsFor('brake');
    expect(shown(brake).slice(0, 3)).toEqual([
      'category: Brakes',
      'part: Front Brake Disc 276 mm',
      'part: Front Disc Brake Pad Set',
    ]);
    expect(brake).toHaveLength(8);
    expect(shown(brake).every((text) => /brake/i.test(text))).toBe(true);
    expect(shown(await suggestionsFor('pulsar 150 t'))).toEqual([
      'bike: Bajaj Pulsar 150 Twin Disc',
      'part: Rear Brake Shoe Set, Bajaj Pulsar 150 Twin Disc',
      'part: Front Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc',
      'part: Rear Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc',
    ]);
    // Xnumbat came first in the shop order; Numbat begins its name.
    expect(shown(await suggestionsFor('NUMBAT'))).toEqual(['part: Numbat Guard', 'part: Xnumbat Guard']);
  });

  it('gives a bike its id and newest model year, a category its slug, a part its id', async () => {
    const items = await suggestionsFor('wombat');
    expect(items[0]).toEqual({
      kind: 'bike',
      vehicleId: expect.any(Number),
      year: 2024,
      name: 'Wombat Motors Roo 150',
      nameBn: 'ওমব্যাট মোটরস রু ১৫০',
    });
    expect(items[1]).toEqual({
      kind: 'part',
      id: expect.any(String),
      name: 'Wombat Lever 1',
      nameBn: 'ওমব্যাট লিভার 1',
    });
    expect((await suggestionsFor('oils'))[0]).toEqual({
      kind: 'category',
      slug: 'oils',
      name: 'Oils and care',
      nameBn: 'তেল ও যত্ন',
    });
  });

  it('offers at most 8, never a removed part', async () => {
    const items = await suggestionsFor('wombat lever');
    expect(shown(items)).toEqual(Array.from({ length: 8 }, (_, index) => `part: Wombat Lever ${index + 1}`));
    expect(shown(await suggestionsFor('removed'))).toEqual([]);
  });

  it('matches Bangla names when the rider types in Bengali letters, digits either way', async () => {
    expect(shown(await suggestionsFor('ওমব্যাট'), 'bn')).toEqual([
      'bike: ওমব্যাট মোটরস রু ১৫০',
      ...Array.from({ length: 7 }, (_, index) => `part: ওমব্যাট লিভার ${index + 1}`),
    ]);
    expect(shown(await suggestionsFor('রু 15'), 'bn')).toEqual(['bike: ওমব্যাট মোটরস রু ১৫০']);
    expect(shown(await suggestionsFor('লিভার ১০'), 'bn')).toEqual(['part: ওমব্যাট লিভার 10']);
    expect(shown((await suggestionsFor('ব্রেক')).slice(0, 2), 'bn')).toEqual([
      'category: ব্রেক',
      'part: ফ্রন্ট ব্রেক ডিস্ক ২৭৬ মিমি',
    ]);
  });

  it('suggests part names from 3 letters, categories and bikes from 1', async () => {
    expect(shown(await suggestionsFor('ro'))).toEqual([
      'category: Chain and sprockets',
      'category: Controls and cables',
      'bike: Wombat Motors Roo 150',
      'bike: Hero Glamour 125',
      'bike: Hero HF Deluxe',
    ]);
    // LIKE's wildcards are letters like any other.
    expect(shown(await suggestionsFor('%guard'))).toEqual([]);
    expect(shown(await suggestionsFor('w_mbat'))).toEqual([]);
  });

  const bad = (q: string, message: string) => [q, message] as const;
  it.each([
    bad('', `q: ${catalogueMessages.searchEmpty}`),
    bad('   ', `q: ${catalogueMessages.searchEmpty}`),
    bad('a'.repeat(101), `q: ${catalogueMessages.searchTooLong}`),
    bad('?! — ।', `q: ${catalogueMessages.searchNoWords}`),
  ])('refuses q=%j with 400 and its message', async (q, message) => {
    const response = await get(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('is in the OpenAPI document, with its q', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    expect(document.paths['/api/search/suggestions']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
    ]);
  });

  it('refuses a call without q, and an unknown parameter', async () => {
    for (const [url, message] of [
      ['/api/search/suggestions', `q: ${catalogueMessages.searchEmpty}`],
      ['/api/search/suggestions?q=chain&lang=bn', catalogueMessages.unknownParameter('lang')],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });
});
