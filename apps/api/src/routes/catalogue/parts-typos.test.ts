import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsPageSchema } from '@motoforge/contract';
import { parts, searchLexicon } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bothDrivers } from '../../test/test-database.js';

/**
 * Typo-tolerant search, word by word (docs/decisions/041-typo-tolerant-search.md), on the demo
 * catalogue the test app is seeded with, and a few parts of this file's own ("Wallaby", in no demo
 * part's name).
 */
describe.each(bothDrivers)('typo-tolerant search on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const search = async (q: string, parameters = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/parts?q=${encodeURIComponent(q)}${parameters}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return partsPageSchema.parse(response.json());
  };
  const namesOf = async (q: string, parameters = '') => (await search(q, parameters)).items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp(driver);
    const fixtures = [
      { key: 'plait', name: 'Wallaby Plait Strap', sku: 'WB-BDY-0001' },
      { key: 'plate', name: 'Wallaby Plate Strap', sku: 'WB-BDY-0002' },
    ];
    for (const { key, ...part } of fixtures) {
      const [row] = await t.database.db
        .insert(parts)
        .values({
          ...part,
          category: 'body',
          oemNumbers: [],
          pricePoisha: 10_000,
          minimumOrder: 1,
          availableQuantity: 5,
          img: '/images/parts/spark-plug.svg',
          description: 'Made to the drawing.',
        })
        .returning({ id: parts.id });
      ids[key] = row!.id;
    }
  });
  afterAll(() => t.close());

  /** A typo's page 1 is the page the words typed right give, and it says what it searched for. */
  const expectSameAsTypedRight = async (q: string, right: string) => {
    const [typo, typedRight] = await Promise.all([search(q), search(right)]);
    expect(typedRight.total, right).toBeGreaterThan(0);
    expect(typo.items.map((item) => item._id)).toEqual(typedRight.items.map((item) => item._id));
    expect(typo.total).toBe(typedRight.total);
    expect(typo.correctedQuery).toBe(right);
    expect(typedRight.correctedQuery).toBeNull();
    return typo;
  };

  it.each([
    // A swapped, a wrong and a missing letter; a typo in the first of two words, the last, or both.
    ['clucth plate', 'clutch plate'],
    ['cluach cble', 'clutch cable'],
    ['clutch cabel', 'clutch cable'],
    ['fornt disc', 'front disc'],
    ['shnine', 'shine'],
    // Two typos in a word of 8 letters or more: a letter missing and two swapped.
    ['spedoemter cable', 'speedometer cable'],
  ])('finds %j as %j', async (q, right) => {
    await expectSameAsTypedRight(q, right);
  });

  it('finds the clutch plates for "clucth plate" and the clutch cables for "cluach cble"', async () => {
    expect((await namesOf('clucth plate'))[0]).toMatch(/^Clutch Plate Set/);
    expect((await namesOf('cluach cble'))[0]).toMatch(/^Clutch Cable/);
  });

  it('finds the Yamaha parts for "yaaha", a missing letter', async () => {
    const page = await search('yaaha');
    expect(page.correctedQuery).toBe('yamaha');
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe((await search('yamaha')).total);
    for (const item of page.items) expect(item.description.toLowerCase()).toContain('yamaha');
  });

  it('forgives one typo below 8 letters, not two', async () => {
    // "clutch" two letters off is not taken for it.
    expect((await search('clacth cable', '&exact=false')).correctedQuery).not.toBe('clutch cable');
  });

  it('does not correct a word under 4 letters', async () => {
    const page = await search('cbl');
    expect(page.correctedQuery).toBeNull();
    expect(page.items.map((item) => item.name)).not.toContain('Clutch Cable');
  });

  it('ranks an exact match above a corrected one: a word the catalogue has is never corrected away', async () => {
    const plait = await search('wallaby plait');
    expect(plait.correctedQuery).toBeNull();
    expect(plait.items[0]?._id).toBe(ids.plait);
    expect(plait.items.map((item) => item._id)).not.toContain(ids.plate);
    // A typo of both finds both, the corrected query naming the one more parts have.
    const typo = await search('wallaby plaet');
    expect(typo.items.map((item) => item._id).sort()).toEqual([ids.plait, ids.plate].sort());
    expect(typo.correctedQuery).toBe('wallaby plate');
  });

  it('searches the words as typed with exact=true', async () => {
    const page = await search('clucth plate', '&exact=true');
    expect(page).toMatchObject({ items: [], total: 0, correctedQuery: null });
  });

  it('finds a Bangla name with a typo in a word', async () => {
    // কেবল (cable) with an extra vowel sign; প্লেট (plate) with one missing.
    await expectSameAsTypedRight('ক্লাচ কেবেল', 'ক্লাচ কেবল');
    await expectSameAsTypedRight('ক্লাচ প্লট', 'ক্লাচ প্লেট');
  });

  it('keeps what worked: exact names, words in any order, part numbers, Bangla names, uncorrected', async () => {
    for (const q of ['Clutch Cable', 'cable clutch', 'MF-CTL-0002', '22870 kte 900', 'ক্লাচ কেবল']) {
      const page = await search(q);
      expect(page.items[0]?.name, q).toBe('Clutch Cable');
      expect(page.correctedQuery, q).toBeNull();
    }
  });

  it('keeps the lexicon to the words of live parts, by trigger', async () => {
    const wordsLike = async (word: string) =>
      (await t.database.db.select().from(searchLexicon).where(eq(searchLexicon.word, word)))[0]?.parts ?? 0;
    expect(await wordsLike('wallaby')).toBe(2);
    await t.database.db.update(parts).set({ name: 'Kangaroo Plate Strap' }).where(eq(parts.id, ids.plate!));
    expect(await wordsLike('wallaby')).toBe(1);
    expect(await wordsLike('kangaroo')).toBe(1);
    await t.database.db
      .update(parts)
      .set({ deletedAt: sql`now()` })
      .where(eq(parts.id, ids.plate!));
    expect(await wordsLike('kangaroo')).toBe(0);
    expect((await search('kangaro strap')).items).toEqual([]);
  });
});
