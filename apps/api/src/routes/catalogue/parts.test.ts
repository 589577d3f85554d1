import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  categoryListSchema,
  GARAGE_COOKIE,
  messages,
  partDetailSchema,
  partsPageSchema,
  vehicleListSchema,
  type CatalogueItem,
} from '@motoforge/contract';
import { fitments, garageBikes, parts, vehicles } from '../../db/schema.js';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/**
 * Parts of this file's own: every one's name has "Quokka", which no demo part has, and a Bangla name
 * has "কোয়োক্কা".
 */
type FixturePart = {
  key: string;
  name: string;
  sku: string;
  oemNumbers: string[];
  category: string;
  pricePoisha: number;
  minimumOrder: number;
  availableQuantity: number;
  createdAt: string;
  description?: string;
  nameBn?: string;
  descriptionBn?: string;
  deleted?: boolean;
};

const FIXTURE_PARTS: FixturePart[] = [
  {
    key: 'pads',
    name: 'Quokka Front Disc Brake Pad Set',
    nameBn: 'কোয়োক্কা ফ্রন্ট ডিস্ক ব্রেক প্যাড সেট',
    sku: 'QK-BRK-0001',
    oemNumbers: ['06455-KWB-601'],
    category: 'brakes',
    pricePoisha: 45_000,
    minimumOrder: 2,
    availableQuantity: 10,
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    key: 'lube',
    name: 'Quokka Chain Lube Spray',
    // A zero-width joiner draws র‍্যা as a rider expects; Bengali digits, as a Bangla page writes them.
    nameBn: 'কোয়োক্কা চেইন লুব স্প্রে, র\u200d্যালি ফর্মুলা ৪০০ মিলি',
    sku: 'QK-OIL-0001',
    oemNumbers: [],
    category: 'oils',
    pricePoisha: 25_000,
    minimumOrder: 1,
    availableQuantity: 0,
    createdAt: '2026-03-01T00:00:00Z',
  },
  {
    key: 'cable',
    name: 'Quokka Clutch Cable',
    nameBn: 'কোয়োক্কা ক্লাচ কেবল',
    sku: 'QK-CTL-0001',
    oemNumbers: ['22870-KPH-900'],
    category: 'controls',
    pricePoisha: 30_050,
    minimumOrder: 5,
    availableQuantity: 4,
    createdAt: '2026-02-01T00:00:00Z',
  },
  {
    key: 'shoe',
    name: 'Quokka Rear Brake Shoe',
    sku: 'QK-BRK-0002',
    oemNumbers: [],
    category: 'brakes',
    pricePoisha: 30_050,
    minimumOrder: 1,
    availableQuantity: 3,
    createdAt: '2026-02-01T00:00:00Z',
    description: 'Bonded lining that stays quiet; the wombatine compound.',
    nameBn: 'কোয়োক্কা রিয়ার ব্রেক শু',
    descriptionBn: 'বন্ডেড লাইনিং, বৃষ্টিতেও চুপচাপ। ওমব্যাটিন কম্পাউন্ড।',
  },
  {
    key: 'gasket',
    name: 'Quokka Gasket Kit 22870 KPH 900',
    sku: 'QK-ENG-0001',
    oemNumbers: [],
    category: 'engine',
    pricePoisha: 12_000,
    minimumOrder: 1,
    availableQuantity: 50,
    createdAt: '2026-01-15T00:00:00Z',
  },
  {
    key: 'lever',
    name: 'Quokka Deleted Brake Lever',
    sku: 'QK-BRK-0003',
    oemNumbers: ['53175-DEL-000'],
    category: 'brakes',
    pricePoisha: 9_900,
    minimumOrder: 1,
    availableQuantity: 9,
    createdAt: '2026-04-01T00:00:00Z',
    deleted: true,
  },
];

const ZED_ALPHA = { make: 'Zed Motors', makeBn: 'জেড মোটরস', model: 'Alpha', modelBn: 'আলফা' };
const AARDVARK_ZETA = { make: 'Aardvark Bikes', makeBn: '', model: 'Zeta', modelBn: '' };

describe.each(drivers)('the catalogue API on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const vehicleIds: Record<'alpha' | 'alphaTwin' | 'zeta', number> = { alpha: 0, alphaTwin: 0, zeta: 0 };

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const pageOf = async (url: string, headers?: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return partsPageSchema.parse(response.json());
  };
  const keysOf = (items: CatalogueItem[]) =>
    items.map((item) => Object.keys(ids).find((key) => ids[key] === item._id) ?? item.name);
  /** This file's parts, in the shop order unless the test sorts them. */
  const quokka = async (parameters = '', headers?: Record<string, string>) =>
    pageOf(`/api/parts?q=quokka${parameters.includes('sort=') ? '' : '&sort=position'}${parameters}`, headers);
  const cookieFor = (vehicleId: number, year: number) => ({ cookie: `${GARAGE_COOKIE}=${vehicleId}:${year}` });

  beforeAll(async () => {
    t = await createTestApp(driver);
    const { db } = t.database;
    const inserted = await db
      .insert(vehicles)
      .values([
        // Written in Bangla too; the Aardvark is not (yet).
        { ...ZED_ALPHA, variant: '', yearFrom: 2015, yearTo: 2020, cc: 150 },
        { ...ZED_ALPHA, variant: 'Twin Disc', variantBn: 'টুইন ডিস্ক', yearFrom: 2018, yearTo: 2022, cc: 150 },
        { ...AARDVARK_ZETA, variant: '', yearFrom: 2010, yearTo: 2030, cc: 110 },
      ])
      .returning({ id: vehicles.id });
    [vehicleIds.alpha, vehicleIds.alphaTwin, vehicleIds.zeta] = inserted.map((row) => row.id) as [
      number,
      number,
      number,
    ];
    // One at a time, so that positions follow the list.
    for (const { key, deleted, createdAt, description, ...part } of FIXTURE_PARTS) {
      const [row] = await db
        .insert(parts)
        .values({
          ...part,
          img: '/images/parts/spark-plug.svg',
          description: description ?? `${part.name}, made to the drawing.`,
          createdAt: new Date(createdAt),
          deletedAt: deleted ? new Date() : null,
        })
        .returning({ id: parts.id });
      ids[key] = row!.id;
    }
    await db.insert(fitments).values([
      { partId: ids.pads!, vehicleId: vehicleIds.alpha, yearFrom: 2015, yearTo: 2017, note: 'Front only' },
      { partId: ids.cable!, vehicleId: vehicleIds.alphaTwin, yearFrom: 2018, yearTo: 2022 },
      { partId: ids.shoe!, vehicleId: vehicleIds.alpha, yearFrom: 2015, yearTo: 2020 },
      { partId: ids.shoe!, vehicleId: vehicleIds.alphaTwin, yearFrom: 2021, yearTo: 2022 },
      { partId: ids.shoe!, vehicleId: vehicleIds.zeta, yearFrom: 2012, yearTo: 2014 },
      { partId: ids.lever!, vehicleId: vehicleIds.alpha, yearFrom: 2015, yearTo: 2020 },
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/parts', () => {
    it('lists the catalogue in the shop order, 24 a page, with the total and prices in taka', async () => {
      const page = await pageOf('/api/parts');
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(24);
      expect(page.items).toHaveLength(24);
      expect(page.total).toBe(await t.database.db.$count(parts, isNull(parts.deletedAt)));
      const last = await pageOf(`/api/parts?page=${Math.ceil(page.total / 48)}&pageSize=48`);
      expect(keysOf(last.items).slice(-5)).toEqual(['pads', 'lube', 'cable', 'shoe', 'gasket']);
      const pads = last.items.find((item) => item._id === ids.pads);
      expect(pads).toEqual({
        _id: ids.pads,
        name: 'Quokka Front Disc Brake Pad Set',
        img: '/images/parts/spark-plug.svg',
        description: 'Quokka Front Disc Brake Pad Set, made to the drawing.',
        nameBn: 'কোয়োক্কা ফ্রন্ট ডিস্ক ব্রেক প্যাড সেট',
        descriptionBn: '',
        price: 450,
        minimumOrder: 2,
        availableQuantity: 10,
        sku: 'QK-BRK-0001',
        category: 'brakes',
        oemNumbers: ['06455-KWB-601'],
        replaces: [],
        fitsCurrentBike: null,
      });
    });

    it('pages: numbered from 1, a page past the last is empty with the real total', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => quokka(`&sort=position&pageSize=2&page=${page}`)));
      expect(pages.map((page) => keysOf(page.items))).toEqual([['pads', 'lube'], ['cable', 'shoe'], ['gasket'], []]);
      expect(pages.map((page) => [page.total, page.page, page.pageSize])).toEqual([
        [5, 1, 2],
        [5, 2, 2],
        [5, 3, 2],
        [5, 4, 2],
      ]);
      expect((await pageOf('/api/parts?page=999999999&pageSize=48')).items).toEqual([]);
      expect((await quokka('&pageSize=48')).items).toHaveLength(5);
    });

    it.each([
      ['position', ['pads', 'lube', 'cable', 'shoe', 'gasket']],
      ['price-asc', ['gasket', 'lube', 'cable', 'shoe', 'pads']],
      ['price-desc', ['pads', 'cable', 'shoe', 'lube', 'gasket']],
      ['newest', ['lube', 'cable', 'shoe', 'gasket', 'pads']],
    ])('sorts by %s, ties in the shop order', async (sort, expected) => {
      expect(keysOf((await quokka(`&sort=${sort}`)).items)).toEqual(expected);
    });

    it('sorts by the shop order without a search, and by relevance with one', async () => {
      const all = await pageOf('/api/parts?pageSize=48');
      const positionSorted = await pageOf('/api/parts?pageSize=48&sort=position');
      expect(all.items).toEqual(positionSorted.items);
      // The exact part number first, then the part whose name has the same words.
      expect(keysOf((await pageOf('/api/parts?q=22870-KPH-900')).items)).toEqual(['cable', 'gasket']);
      expect(keysOf((await pageOf('/api/parts?q=22870-KPH-900&sort=relevance')).items)).toEqual(['cable', 'gasket']);
    });

    it.each(['06455-KWB-601', '06455 kwb601', '06455kwb601', '06455-kwb 601', ' 06455 - KWB - 601 ', 'kwb-601'])(
      'finds a part by its OEM number spelt %j',
      async (q) => {
        const page = await pageOf(`/api/parts?q=${encodeURIComponent(q)}`);
        expect(keysOf(page.items)).toEqual(['pads']);
      },
    );

    it.each(['QK-BRK-0001', 'qk brk 0001', 'qkbrk0001'])('finds a part by its SKU spelt %j', async (q) => {
      expect(keysOf((await pageOf(`/api/parts?q=${encodeURIComponent(q)}`)).items)).toEqual(['pads']);
    });

    it('finds the words of a name, the last one as a prefix, and a description word', async () => {
      expect(keysOf((await pageOf('/api/parts?q=quokka%20disc%20brake%20pa')).items)).toEqual(['pads']);
      expect(keysOf((await pageOf('/api/parts?q=quokka%20wombat')).items)).toEqual(['shoe']);
      expect(keysOf((await pageOf('/api/parts?q=wombatine')).items)).toEqual(['shoe']);
    });

    it('finds a word left unfinished before the last one, as a typo', async () => {
      const pads = await pageOf('/api/parts?q=brak%20pad');
      expect(pads.items.map((item) => item.name)).toContain('Front Disc Brake Pad Set');
      expect(keysOf(pads.items)).toContain('pads');
    });

    it.each([
      ['brake pda', 'Front Disc Brake Pad Set'],
      ['quokka clutch cabel', 'Quokka Clutch Cable'],
      ['qukka gasket', 'Quokka Gasket Kit 22870 KPH 900'],
    ])('still finds a name with a small typo: %j', async (q, name) => {
      const page = await pageOf(`/api/parts?q=${encodeURIComponent(q)}`);
      expect(page.items[0]?.name).toBe(name);
    });

    describe('in Bangla', () => {
      const bangla = async (q: string, parameters = '') =>
        keysOf((await pageOf(`/api/parts?q=${encodeURIComponent(q)}${parameters}`)).items);
      const inShopOrder = '&sort=position';

      it('keeps every Bengali word of a name and description one word, vowel signs and virama with it', async () => {
        const wordsOf = async (key: string) => {
          const [row] = await t.database.db
            .select({ words: sql<string[]>`tsvector_to_array(${parts.searchDocument})` })
            .from(parts)
            .where(eq(parts.id, ids[key]!));
          return row!.words;
        };
        expect(await wordsOf('pads')).toEqual(
          expect.arrayContaining(['কোয়োক্কা', 'ফ্রন্ট', 'ডিস্ক', 'ব্রেক', 'প্যাড', 'সেট']),
        );
        // The danda (।) ends a word and is none itself.
        const shoe = await wordsOf('shoe');
        expect(shoe).toEqual(expect.arrayContaining(['চুপচাপ', 'কম্পাউন্ড']));
        expect(shoe.some((word) => word.includes('।'))).toBe(false);
      });

      it('finds a part by its Bangla name, the last word as a prefix', async () => {
        expect(await bangla('কোয়োক্কা', inShopOrder)).toEqual(['pads', 'lube', 'cable', 'shoe']);
        expect(await bangla('কোয়োক্কা ব্রেক প্যাড')).toEqual(['pads']);
        expect(await bangla('কোয়োক্কা ব্রেক প্যা')).toEqual(['pads']);
        expect(await bangla('কোয়োক্কা ব্র', inShopOrder)).toEqual(['pads', 'shoe']);
        expect(await bangla('কোয়ো', inShopOrder)).toEqual(['pads', 'lube', 'cable', 'shoe']);
      });

      it('finds a word of a Bangla description, below a name with it', async () => {
        expect(await bangla('ওমব্যাটিন')).toEqual(['shoe']);
        expect(await bangla('কোয়োক্কা চুপচাপ')).toEqual(['shoe']);
      });

      it('finds a Bangla name however its letters were typed', async () => {
        // ো as two signs and য় as one character: the same word once in one Unicode form.
        expect(await bangla('\u0995\u09c7\u09be\u09df\u09cb\u0995\u09cd\u0995\u09be ক্লাচ')).toEqual(['cable']);
        // With or without the joiner that draws র‍্য.
        expect(await bangla('র্যালি')).toEqual(['lube']);
        expect(await bangla('র\u200d্যালি')).toEqual(['lube']);
        // Bengali digits are digits: ৪০০ = 400.
        expect(await bangla('লুব ৪০০')).toEqual(['lube']);
        expect(await bangla('লুব 400')).toEqual(['lube']);
      });

      it.each([
        ['কোয়োক্কা ক্লাচ কেবেল', 'cable'],
        ['কোয়োক্কা ফ্রন্ট ব্রেক প্যড', 'pads'],
      ])('still finds a Bangla name with a small typo: %j', async (q, key) => {
        expect((await bangla(q))[0]).toBe(key);
      });

      it('never shows a removed part by its Bangla name', async () => {
        await t.database.db.update(parts).set({ nameBn: 'কোয়োক্কা ব্রেক লিভার' }).where(eq(parts.id, ids.lever!));
        expect(await bangla('কোয়োক্কা ব্রেক লিভার')).not.toContain('lever');
        expect(await bangla('কোয়োক্কা ব্রেক', inShopOrder)).toEqual(['pads', 'shoe']);
      });
    });

    it('finds nothing for a search that matches nothing, and treats an empty search as none', async () => {
      expect(await pageOf('/api/parts?q=xylophonezzz')).toEqual({
        items: [],
        total: 0,
        isTotalCapped: false,
        page: 1,
        pageSize: 24,
        correctedQuery: null,
      });
      const blank = await pageOf('/api/parts?q=%20%20');
      expect(blank.total).toBe((await pageOf('/api/parts')).total);
    });

    it('never shows a deleted part', async () => {
      for (const q of ['Deleted Brake Lever', 'QK-BRK-0003', '53175-DEL-000']) {
        expect((await pageOf(`/api/parts?q=${encodeURIComponent(q)}`)).items.map((item) => item._id)).not.toContain(
          ids.lever,
        );
      }
      const bike = await pageOf(`/api/parts?bike=${vehicleIds.alpha}:2016`);
      expect(bike.items.map((item) => item._id)).not.toContain(ids.lever);
    });

    it('narrows to a category by its slug, and each item carries its category', async () => {
      const brakes = await quokka('&category=brakes');
      expect(keysOf(brakes.items)).toEqual(['pads', 'shoe']);
      const all = await pageOf('/api/parts?category=brakes&pageSize=48');
      expect(all.items.every((item) => item.category === 'brakes')).toBe(true);
      expect(all.total).toBeGreaterThan(2);
    });

    it('narrows to parts that can be bought (at least the minimum order in stock), or those that cannot', async () => {
      expect(keysOf((await quokka('&inStock=true')).items)).toEqual(['pads', 'shoe', 'gasket']);
      expect(keysOf((await quokka('&inStock=false')).items)).toEqual(['lube', 'cable']);
    });

    it('narrows to a price range in taka, both ends included', async () => {
      expect(keysOf((await quokka('&minPrice=250&maxPrice=300.50')).items)).toEqual(['lube', 'cable', 'shoe']);
      expect(keysOf((await quokka('&minPrice=300.51')).items)).toEqual(['pads']);
      expect(keysOf((await quokka('&maxPrice=300.4')).items)).toEqual(['lube', 'gasket']);
      expect(keysOf((await quokka('&minPrice=120&maxPrice=120')).items)).toEqual(['gasket']);
    });

    it('narrows to the parts that fit a bike: a fitment row for the vehicle that covers the year', async () => {
      expect(keysOf((await quokka(`&bike=${vehicleIds.alpha}:2016`)).items)).toEqual(['pads', 'shoe']);
      expect(keysOf((await quokka(`&bike=${vehicleIds.alpha}:2019`)).items)).toEqual(['shoe']);
      expect(keysOf((await quokka(`&bike=${vehicleIds.alphaTwin}:2019`)).items)).toEqual(['cable']);
      expect(keysOf((await pageOf(`/api/parts?bike=${vehicleIds.zeta}:2020`)).items)).toEqual([]);
      // The bike filter leaves fitment to the current bike: none here.
      expect((await quokka(`&bike=${vehicleIds.alpha}:2016`)).items.map((item) => item.fitsCurrentBike)).toEqual([
        null,
        null,
      ]);
    });

    it('combines filters', async () => {
      const page = await pageOf(
        `/api/parts?q=quokka&category=brakes&bike=${vehicleIds.alpha}:2016&inStock=true&minPrice=400&sort=price-desc`,
      );
      expect(keysOf(page.items)).toEqual(['pads']);
      expect(page.total).toBe(1);
    });

    it('says whether each part fits the current bike of a guest, failing closed', async () => {
      const response = await get('/api/parts?q=quokka', cookieFor(vehicleIds.alpha, 2019));
      expect(response.headers['cache-control']).toBe('no-store');
      const fitness = Object.fromEntries(
        partsPageSchema.parse(response.json()).items.map((item) => [keysOf([item])[0], item.fitsCurrentBike]),
      );
      expect(fitness).toEqual({
        pads: 'does-not-fit', // fits the Alpha, but only its 2015 to 2017 models
        lube: 'not-listed',
        cable: 'does-not-fit', // fits another variant
        shoe: 'fits',
        gasket: 'not-listed',
      });
    });

    it('says nothing of fitment without a current bike, or with a cookie naming no real bike', async () => {
      for (const headers of [
        {},
        cookieFor(999_999, 2020),
        cookieFor(vehicleIds.alpha, 2030),
        { cookie: `${GARAGE_COOKIE}=garbage` },
      ]) {
        const response = await get('/api/parts?q=quokka', headers);
        expect(response.headers['cache-control']).not.toBe('no-store');
        expect(partsPageSchema.parse(response.json()).items.map((item) => item.fitsCurrentBike)).toEqual(
          Array(5).fill(null),
        );
      }
    });

    it("follows a signed-in rider's current garage bike, not the cookie", async () => {
      const rider = await createCustomer(t.app, `parts-rider-${driver}@example.com`);
      await t.database.db.insert(garageBikes).values([
        { userId: rider.user.id, vehicleId: vehicleIds.alpha, year: 2016, current: false },
        { userId: rider.user.id, vehicleId: vehicleIds.alphaTwin, year: 2019, current: true },
      ]);
      const response = await get('/api/parts?q=quokka&sort=position', {
        ...bearer(rider.token),
        ...cookieFor(vehicleIds.alpha, 2016),
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const items = partsPageSchema.parse(response.json()).items;
      expect(items.map((item) => [keysOf([item])[0], item.fitsCurrentBike])).toEqual([
        ['pads', 'does-not-fit'],
        ['lube', 'not-listed'],
        ['cable', 'fits'],
        ['shoe', 'does-not-fit'],
        ['gasket', 'not-listed'],
      ]);
      // A token that names no session is a guest: the cookie's bike then.
      const guest = await get('/api/parts?q=quokka&sort=position', {
        ...bearer('no-such-token'),
        ...cookieFor(vehicleIds.alpha, 2016),
      });
      expect(guest.statusCode).toBe(200);
      expect(partsPageSchema.parse(guest.json()).items.map((item) => item.fitsCurrentBike)).toEqual([
        'fits',
        'not-listed',
        'does-not-fit',
        'fits',
        'not-listed',
      ]);
    });

    const bad = (parameters: string, message: string) => [parameters, message] as const;
    it.each([
      bad(`q=${'a'.repeat(101)}`, `q: ${catalogueMessages.searchTooLong}`),
      bad('q=a&q=b', `q: ${catalogueMessages.searchInvalid}`),
      // Symbols only: nothing to search for, not every part.
      bad('q=--', `q: ${catalogueMessages.searchNoWords}`),
      bad(`q=${encodeURIComponent('?! — ।')}`, `q: ${catalogueMessages.searchNoWords}`),
      bad('category=Brakes', `category: ${catalogueMessages.categoryInvalid}`),
      bad('category=brakes&category=oils', `category: ${catalogueMessages.categoryInvalid}`),
      bad('category=', `category: ${catalogueMessages.categoryInvalid}`),
      bad('category=no-such-category', catalogueMessages.categoryUnknown),
      bad('bike=12', `bike: ${catalogueMessages.bikeInvalid}`),
      bad('bike=0:2020', `bike: ${catalogueMessages.bikeInvalid}`),
      bad('bike=12:20', `bike: ${catalogueMessages.bikeInvalid}`),
      bad('bike=999999:2020', catalogueMessages.bikeUnknown),
      bad('inStock=yes', `inStock: ${catalogueMessages.inStockInvalid}`),
      bad('inStock=', `inStock: ${catalogueMessages.inStockInvalid}`),
      bad('minPrice=abc', `minPrice: ${catalogueMessages.priceInvalid}`),
      bad('minPrice=-5', `minPrice: ${catalogueMessages.priceInvalid}`),
      bad('minPrice=1.234', `minPrice: ${catalogueMessages.priceInvalid}`),
      bad('maxPrice=1e3', `maxPrice: ${catalogueMessages.priceInvalid}`),
      bad('maxPrice=', `maxPrice: ${catalogueMessages.priceInvalid}`),
      bad('minPrice=500&maxPrice=100', `minPrice: ${catalogueMessages.priceRange}`),
      bad('sort=cheapest', `sort: ${catalogueMessages.sortInvalid}`),
      bad('sort=relevance', `sort: ${catalogueMessages.relevanceNeedsSearch}`),
      bad('q=&sort=relevance', `sort: ${catalogueMessages.relevanceNeedsSearch}`),
      bad('page=0', `page: ${catalogueMessages.pageInvalid}`),
      bad('page=-1', `page: ${catalogueMessages.pageInvalid}`),
      bad('page=1.5', `page: ${catalogueMessages.pageInvalid}`),
      bad('page=01', `page: ${catalogueMessages.pageInvalid}`),
      bad('page=two', `page: ${catalogueMessages.pageInvalid}`),
      bad('page=1&page=2', `page: ${catalogueMessages.pageInvalid}`),
      bad('pageSize=49', `pageSize: ${catalogueMessages.pageSizeInvalid}`),
      bad('pageSize=0', `pageSize: ${catalogueMessages.pageSizeInvalid}`),
      bad('pageSize=1000000000', `pageSize: ${catalogueMessages.pageSizeInvalid}`),
      bad('colour=red', catalogueMessages.unknownParameter('colour')),
      bad('q=chain&Page=2', catalogueMessages.unknownParameter('Page')),
    ])('refuses %s with 400 and its message', async (parameters, message) => {
      const response = await get(`/api/parts?${parameters}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    });

    it('refuses a bike of a year its vehicle was not made in', async () => {
      for (const year of [2014, 2021]) {
        const response = await get(`/api/parts?bike=${vehicleIds.alpha}:${year}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: catalogueMessages.bikeUnknown });
      }
    });
  });

  describe('GET /api/parts/:id', () => {
    it('answers the part with its category name and fitment, sorted by make, model, variant and years', async () => {
      const response = await get(`/api/parts/${ids.shoe}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).not.toBe('no-store');
      const part = partDetailSchema.parse(response.json());
      expect(part).toMatchObject({
        _id: ids.shoe,
        name: 'Quokka Rear Brake Shoe',
        nameBn: 'কোয়োক্কা রিয়ার ব্রেক শু',
        descriptionBn: 'বন্ডেড লাইনিং, বৃষ্টিতেও চুপচাপ। ওমব্যাটিন কম্পাউন্ড।',
        price: 300.5,
        sku: 'QK-BRK-0002',
        category: 'brakes',
        categoryName: 'Brakes',
        categoryNameBn: 'ব্রেক',
        oemNumbers: [],
        fitsCurrentBike: null,
      });
      expect(part.fitment).toEqual([
        {
          vehicleId: vehicleIds.zeta,
          ...AARDVARK_ZETA,
          variant: '',
          variantBn: '',
          yearFrom: 2012,
          yearTo: 2014,
          note: '',
        },
        {
          vehicleId: vehicleIds.alpha,
          ...ZED_ALPHA,
          variant: '',
          variantBn: '',
          yearFrom: 2015,
          yearTo: 2020,
          note: '',
        },
        {
          vehicleId: vehicleIds.alphaTwin,
          ...ZED_ALPHA,
          variant: 'Twin Disc',
          variantBn: 'টুইন ডিস্ক',
          yearFrom: 2021,
          yearTo: 2022,
          note: '',
        },
      ]);
      const pads = partDetailSchema.parse((await get(`/api/parts/${ids.pads}`)).json());
      expect(pads.fitment).toEqual([
        {
          vehicleId: vehicleIds.alpha,
          ...ZED_ALPHA,
          variant: '',
          variantBn: '',
          yearFrom: 2015,
          yearTo: 2017,
          note: 'Front only',
        },
      ]);
      expect(partDetailSchema.parse((await get(`/api/parts/${ids.lube}`)).json()).fitment).toEqual([]);
    });

    it('says whether the part fits the current bike', async () => {
      const cases: [string, number, number, string][] = [
        ['pads', vehicleIds.alpha, 2016, 'fits'],
        ['pads', vehicleIds.alpha, 2018, 'does-not-fit'],
        ['lube', vehicleIds.alpha, 2018, 'not-listed'],
      ];
      for (const [key, vehicleId, year, status] of cases) {
        const response = await get(`/api/parts/${ids[key]}`, cookieFor(vehicleId, year));
        expect(response.headers['cache-control']).toBe('no-store');
        expect(partDetailSchema.parse(response.json()).fitsCurrentBike).toBe(status);
      }
    });

    it.each([
      ['an unknown id', '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['an injection attempt', "1' or '1'='1"],
      ['a deleted part', 'deleted'],
    ])('answers 404 for %s', async (_label, id) => {
      const response = await get(`/api/parts/${encodeURIComponent(id === 'deleted' ? ids.lever! : id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.partNotFound });
    });
  });

  it('GET /api/categories lists every category as slug and name, also in Bangla, in the shop order', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const list = categoryListSchema.parse(response.json());
    expect(list[0]).toEqual({ slug: 'engine', name: 'Engine', nameBn: 'ইঞ্জিন' });
    expect(list[1]).toEqual({ slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' });
    expect(list.at(-1)).toEqual({ slug: 'other', name: 'Other', nameBn: 'অন্যান্য' });
    expect(list).toHaveLength(13);
  });

  it('GET /api/vehicles lists makes alphabetically, each variant a model of its own, with years, cc and Bangla', async () => {
    const response = await get('/api/vehicles');
    expect(response.statusCode).toBe(200);
    const { makes } = vehicleListSchema.parse(response.json());
    const names = makes.map((make) => make.make);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('Aardvark Bikes');
    expect(makes[0]?.makeBn).toBe('');
    const zed = makes.find((make) => make.make === 'Zed Motors');
    expect(zed?.makeBn).toBe('জেড মোটরস');
    expect(zed?.models).toEqual([
      {
        vehicleId: vehicleIds.alpha,
        name: 'Alpha',
        model: 'Alpha',
        modelBn: 'আলফা',
        variant: '',
        variantBn: '',
        yearFrom: 2015,
        yearTo: 2020,
        cc: 150,
      },
      {
        vehicleId: vehicleIds.alphaTwin,
        name: 'Alpha Twin Disc',
        model: 'Alpha',
        modelBn: 'আলফা',
        variant: 'Twin Disc',
        variantBn: 'টুইন ডিস্ক',
        yearFrom: 2018,
        yearTo: 2022,
        cc: 150,
      },
    ]);
    const bajaj = makes.find((make) => make.make === 'Bajaj');
    expect(bajaj?.makeBn).toBe('বাজাজ');
    expect(bajaj?.models.map((model) => [model.name, model.modelBn, model.variantBn])).toContainEqual([
      'Pulsar 150 Twin Disc',
      'পালসার ১৫০',
      'টুইন ডিস্ক',
    ]);
    expect(bajaj?.models.map((model) => model.name)).toContain('Pulsar 150 Single Disc');
  });
});
