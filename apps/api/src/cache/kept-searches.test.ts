import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTS_COUNT_CAP, type PartsPage, type PartsQuery } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { fitments, parts, vehicles } from '../db/schema.js';
import { findPartsPage, searchParts, type findPartsPage as FindPartsPage } from '../services/catalogue/search-parts.js';
import { drivers, openTestDatabase } from '../test/test-database.js';
import { createCatalogueCache, type CatalogueCache } from './catalogue-cache.js';

/** How often a list's parts are looked for in the database. */
const finds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../services/catalogue/search-parts.js', async (importOriginal) => {
  const original = await importOriginal<{ findPartsPage: typeof FindPartsPage }>();
  return {
    ...original,
    findPartsPage: (...args: Parameters<typeof FindPartsPage>) => {
      finds.count += 1;
      return original.findPartsPage(...args);
    },
  };
});

const part = (name: string, index: number) => ({
  name,
  img: '/images/parts/spark-plug.svg',
  description: 'A part for the kept-search tests.',
  pricePoisha: 10_000 + index,
  minimumOrder: 1,
  availableQuantity: 2,
});

/**
 * What a search or a filtered list found is kept by each server process, and read again after any
 * change that could alter it: a stock change only for lists filtered by stock
 * (docs/search.md#what-a-search-costs).
 */
describe.each(drivers)('kept searches on %s', (kind) => {
  let database: Database;
  let cache: CatalogueCache;
  let stopListening: () => Promise<void>;
  let gaskets: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db
      .insert(parts)
      .values(Array.from({ length: 6 }, (_, index) => part(`Kept Gasket ${index + 1}`, index)));
    gaskets = (
      await database.db
        .select({ id: parts.id })
        .from(parts)
        .where(sql`${parts.name} like 'Kept Gasket%'`)
        .orderBy(asc(parts.position))
    ).map((row) => row.id);
    cache = createCatalogueCache(database);
    stopListening = await cache.start();
    await vi.waitFor(() => expect(cache.isListening()).toBe(true), 10_000);
  });
  afterAll(async () => {
    await stopListening();
    await database.close();
  });
  beforeEach(() => {
    finds.count = 0;
  });

  const list = (query: PartsQuery) => searchParts(database.db, query, null, cache.findPage);
  const idsOf = async (query: PartsQuery) => (await list(query)).items.map((item) => item._id);
  /** Runs a change straight in the database, as another server would, and waits for its NOTIFY. */
  const change = async (write: () => Promise<unknown>) => {
    await write();
    await cache.catchUp();
  };

  it('finds a search once, and shows its parts’ stock as it is now', async () => {
    const query = { q: 'kept gasket', sort: 'position' } as const;
    expect(await idsOf(query)).toEqual(gaskets);
    await change(() => database.db.update(parts).set({ availableQuantity: 1 }).where(eq(parts.id, gaskets[0]!)));
    const page = await list(query);
    expect(page.items.map((item) => item._id)).toEqual(gaskets);
    expect(page.items[0]?.availableQuantity).toBe(1);
    expect(finds.count).toBe(1);
  });

  it('looks again for a list filtered by stock when stock changes', async () => {
    const query = { q: 'kept gasket', inStock: true, sort: 'position' } as const;
    const before = await idsOf(query);
    await change(() => database.db.update(parts).set({ availableQuantity: 0 }).where(eq(parts.id, gaskets[1]!)));
    expect(await idsOf(query)).toEqual(before.filter((id) => id !== gaskets[1]));
    expect(finds.count).toBe(2);
  });

  it('looks again for every search when a part is renamed', async () => {
    const query = { q: 'kept gasket', sort: 'position' } as const;
    await idsOf(query);
    await change(() => database.db.update(parts).set({ name: 'Kept Washer 3' }).where(eq(parts.id, gaskets[2]!)));
    expect(await idsOf(query)).not.toContain(gaskets[2]);
    await change(() => database.db.update(parts).set({ name: 'Kept Gasket 3' }).where(eq(parts.id, gaskets[2]!)));
    expect(await idsOf(query)).toContain(gaskets[2]);
  });

  it('looks again for a bike filter when a part’s fitment changes', async () => {
    const [vehicle] = await database.db
      .insert(vehicles)
      .values({ make: 'Kept', model: 'Rider', yearFrom: 2015, yearTo: 2024, cc: 150 })
      .returning({ id: vehicles.id });
    const query = { q: 'kept gasket', bike: { vehicleId: vehicle!.id, year: 2020 } };
    expect(await idsOf(query)).toEqual([]);
    await change(() =>
      database.db
        .insert(fitments)
        .values({ partId: gaskets[3]!, vehicleId: vehicle!.id, yearFrom: 2018, yearTo: 2022 }),
    );
    expect(await idsOf(query)).toEqual([gaskets[3]]);
  });

  it('keeps a guest’s whole answer until a part it shows changes', async () => {
    const query = { q: 'kept gasket', sort: 'price-desc' } as const;
    const stockOf = async (id: string) => {
      const kept = await cache.guestPage(query);
      const page = JSON.parse(kept!.body.toString()) as PartsPage;
      return { kept, stock: page.items.find((item) => item._id === id)?.availableQuantity };
    };
    const [other] = await database.db.insert(parts).values(part('Kept Lever', 9)).returning({ id: parts.id });
    await cache.catchUp();
    const before = await stockOf(gaskets[4]!);
    await change(() => database.db.update(parts).set({ availableQuantity: 7 }).where(eq(parts.id, other!.id)));
    const unrelated = await stockOf(gaskets[4]!);
    await change(() => database.db.update(parts).set({ availableQuantity: 9 }).where(eq(parts.id, gaskets[4]!)));
    const after = await stockOf(gaskets[4]!);
    expect(unrelated.kept).toBe(before.kept);
    expect(after.kept).not.toBe(before.kept);
    expect(after.stock).toBe(9);
  });

  it('keeps the lists of vehicles and categories until one of them changes', async () => {
    // The list as the API gives it: makes, each with its models.
    const vehiclesNow = async () => (await cache.answerFor('/api/vehicles'))!.body.toString();
    const kept = await cache.answerFor('/api/vehicles');
    expect(await cache.answerFor('/api/vehicles')).toBe(kept);
    expect(await vehiclesNow()).not.toContain('Keeper');
    await change(() =>
      database.db.insert(vehicles).values({ make: 'Kept', model: 'Keeper', yearFrom: 2016, yearTo: 2020, cc: 110 }),
    );
    expect(await vehiclesNow()).toContain('Keeper');
    expect(await cache.answerFor('/api/categories')).toBe(await cache.answerFor('/api/categories'));
  });

  it('counts a broad list up to the cap, and a page past the end in full', async () => {
    const extra = PARTS_COUNT_CAP + 30;
    await database.db.execute(sql`
      insert into parts (name, img, description, price_poisha, minimum_order, available_quantity)
      select 'Capped Sprocket ' || g, '/images/parts/spark-plug.svg', 'Counted', 10000, 1, 5
      from generate_series(1, ${extra}) as g`);
    const broad = await findPartsPage(database.db, { q: 'capped sprocket' });
    expect(broad).toMatchObject({ total: PARTS_COUNT_CAP, isTotalCapped: true });
    expect(broad.ids).toHaveLength(24);
    // The last page: 10,030 parts end on page 418, and a page past them is counted in full.
    const last = await findPartsPage(database.db, { q: 'capped sprocket', page: 418 });
    expect(last.ids).toHaveLength(extra - 417 * 24);
    const past = await findPartsPage(database.db, { q: 'capped sprocket', page: 419 });
    expect(past).toMatchObject({ ids: [], total: extra, isTotalCapped: false });
    // A list without a search counts the same way.
    expect(await findPartsPage(database.db, {})).toMatchObject({ total: PARTS_COUNT_CAP, isTotalCapped: true });
  });
});
