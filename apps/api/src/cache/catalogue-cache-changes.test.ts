import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartsPage } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { parts } from '../db/schema.js';
import type { listParts as ListParts } from '../services/catalogue/list-parts.js';
import type { searchParts as SearchParts } from '../services/catalogue/search-parts.js';
import { bothDrivers, openTestDatabase } from '../test/test-database.js';
import { createCatalogueCache, type CachedBody, type CatalogueCache } from './catalogue-cache.js';
import type { readPartsById as ReadPartsById } from './read-parts-by-id.js';

/** Every read the cache makes of the database, counted, and which part ids it read one by one. */
const reads = vi.hoisted(() => ({ whole: 0, pages: 0, byId: [] as string[][] }));

vi.mock('../services/catalogue/list-parts.js', async (importOriginal) => {
  const original = await importOriginal<{ listParts: typeof ListParts }>();
  return {
    listParts: (...args: Parameters<typeof ListParts>) => {
      reads.whole += 1;
      return original.listParts(...args);
    },
  };
});
// The pages of the shop order are read as the API answers them (searchParts).
vi.mock('../services/catalogue/search-parts.js', async (importOriginal) => {
  const original = await importOriginal<{ searchParts: typeof SearchParts }>();
  return {
    ...original,
    searchParts: (...args: Parameters<typeof SearchParts>) => {
      reads.pages += 1;
      return original.searchParts(...args);
    },
  };
});
vi.mock('./read-parts-by-id.js', async (importOriginal) => {
  const original = await importOriginal<{ readPartsById: typeof ReadPartsById }>();
  return {
    readPartsById: (...args: Parameters<typeof ReadPartsById>) => {
      if (args[1].length > 0) reads.byId.push([...args[1]].sort());
      return original.readPartsById(...args);
    },
  };
});

const HOME_PAGE_SIZE = 13;
const PART_COUNT = 40;

const json = async <T>(answer: CachedBody | undefined | Promise<CachedBody | undefined>) =>
  JSON.parse((await answer)?.body.toString() ?? 'null') as T;

/**
 * A stock change (every order makes one) re-reads only what shows the parts it changed, and
 * readers that find an answer missing share one read (ADR 017).
 */
describe.each(bothDrivers)('the catalogue cache on %s', (kind) => {
  let database: Database;
  let cache: CatalogueCache;
  let stopListening: () => Promise<void>;
  /** The parts' ids in shop order: home shows the first 13. */
  let ids: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(parts).values(
      Array.from({ length: PART_COUNT }, (_, index) => ({
        name: `Cache test part ${index + 1}`,
        img: '/images/parts/spark-plug.svg',
        description: 'A part for the cache tests.',
        pricePoisha: 10_000 + index,
        minimumOrder: 1,
        availableQuantity: 100,
      })),
    );
    ids = (await database.db.select({ id: parts.id }).from(parts).orderBy(asc(parts.position))).map((row) => row.id);
    cache = createCatalogueCache(database);
    stopListening = await cache.start();
    // Until the LISTEN connection is up, nothing is kept.
    await vi.waitFor(async () => {
      await cache.catchUp();
      await cache.partsPage(1, HOME_PAGE_SIZE);
      const before = reads.pages;
      await cache.partsPage(1, HOME_PAGE_SIZE);
      expect(reads.pages).toBe(before);
    }, 10_000);
  });
  afterAll(async () => {
    await stopListening();
    await database.close();
  });
  /** Counts from zero: a test reads what it needs first, so what it counts is only what it caused. */
  const countFromNow = () => {
    reads.whole = 0;
    reads.pages = 0;
    reads.byId = [];
  };
  beforeEach(countFromNow);

  /** Takes `quantity` of a part's stock straight in the database, as an order does, and waits for its NOTIFY. */
  const takeStock = async (id: string, quantity = 1) => {
    await database.db
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}` })
      .where(eq(parts.id, id));
    await cache.catchUp();
  };
  const stockIn = async (answer: Promise<PartsPage> | PartsPage, id: string) =>
    (await answer).items.find((item) => item._id === id)?.availableQuantity;

  it('re-reads only the part a stock change names, in the whole catalogue and on its own', async () => {
    const changed = ids[20]!;
    const other = ids[21]!;
    await cache.parts();
    await cache.part(changed);
    await cache.part(other);
    countFromNow();
    const before = (await json<{ _id: string; availableQuantity: number }[]>(cache.parts())).find(
      (part) => part._id === changed,
    )!.availableQuantity;

    await takeStock(changed, 3);

    const whole = await json<{ _id: string; availableQuantity: number }[]>(cache.parts());
    expect(whole).toHaveLength(PART_COUNT);
    expect(whole.find((part) => part._id === changed)?.availableQuantity).toBe(before - 3);
    expect((await json<{ availableQuantity: number }>(cache.part(changed))).availableQuantity).toBe(before - 3);
    await cache.part(other);
    // The whole catalogue was not read again: only the changed part, once for the list and once alone.
    expect(reads.whole).toBe(0);
    expect(reads.byId).toEqual([[changed], [changed]]);
  });

  it('keeps home (the first 13 parts) when a part it does not show changes', async () => {
    await cache.partsPage(1, HOME_PAGE_SIZE);
    countFromNow();
    await takeStock(ids[30]!);
    const home = await json<PartsPage>(cache.partsPage(1, HOME_PAGE_SIZE));
    expect(home.items.map((item) => item._id)).toEqual(ids.slice(0, HOME_PAGE_SIZE));
    expect(reads.pages).toBe(0);
  });

  it('reads home again when a part it shows changes', async () => {
    const shown = ids[5]!;
    const before = await stockIn(json<PartsPage>(cache.partsPage(1, HOME_PAGE_SIZE)), shown);
    countFromNow();
    await takeStock(shown);
    expect(await stockIn(json<PartsPage>(cache.partsPage(1, HOME_PAGE_SIZE)), shown)).toBe(before! - 1);
    expect(reads.pages).toBe(1);
  });

  it('lets concurrent readers after a change share one read', async () => {
    await cache.partsPage(1, HOME_PAGE_SIZE);
    await cache.parts();
    countFromNow();
    await takeStock(ids[2]!);

    const homes = await Promise.all(Array.from({ length: 50 }, () => cache.partsPage(1, HOME_PAGE_SIZE)));
    const wholes = await Promise.all(Array.from({ length: 50 }, () => cache.parts()));
    expect(reads.pages).toBe(1);
    expect(reads.byId).toEqual([[ids[2]]]);
    expect(new Set(homes).size).toBe(1);
    expect(new Set(wholes).size).toBe(1);
  });

  it('reads everything again when parts come or go', async () => {
    await cache.partsPage(1, HOME_PAGE_SIZE);
    await cache.parts();
    countFromNow();
    const [added] = await database.db
      .insert(parts)
      .values({
        name: 'Cache test part added',
        img: '/images/parts/spark-plug.svg',
        description: 'Added during the test.',
        pricePoisha: 500,
        minimumOrder: 1,
        availableQuantity: 1,
      })
      .returning({ id: parts.id });
    await cache.catchUp();
    const home = await json<PartsPage>(cache.partsPage(1, HOME_PAGE_SIZE));
    expect(home.total).toBe(PART_COUNT + 1);
    expect(reads.pages).toBe(1);
    expect((await json<{ _id: string }[]>(cache.parts())).map((part) => part._id)).toContain(added!.id);
    expect(reads.whole).toBe(1);
    await database.db.delete(parts).where(eq(parts.id, added!.id));
    await cache.catchUp();
  });

  it('answers the server-rendered pages with the kept answers it has, and leaves the rest to the API', async () => {
    const home = await cache.answerFor(`/api/parts?sort=position&pageSize=${HOME_PAGE_SIZE}`);
    expect(home).toBe(await cache.partsPage(1, HOME_PAGE_SIZE));
    expect(await cache.answerFor('/api/parts?pageSize=24&page=1')).toBe(await cache.partsPage(1, 24));
    expect(await cache.answerFor('/api/part')).toBe(await cache.parts());
    // A search or a filtered list is kept whole for guests too, and read once while kept.
    const search = await cache.answerFor('/api/parts?q=cache+test&sort=price-asc');
    expect(JSON.parse(search!.body.toString())).toMatchObject({ total: PART_COUNT, isTotalCapped: false });
    expect(await cache.answerFor('/api/parts?sort=price-asc&q=cache+test')).toBe(search);
    expect(cache.answerFor('/api/parts?pageSize=999')).toBeUndefined();
    expect(cache.answerFor('/api/config')).toBeUndefined();
  });
});
