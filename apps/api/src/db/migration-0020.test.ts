import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

const part = (name: string, nameBn: string, deleted = false) =>
  `insert into parts (name, name_bn, img, description, price_poisha, minimum_order, available_quantity, deleted_at)
     values ('${name}', '${nameBn}', '/p.svg', 'Made to fit', 10000, 1, 5, ${deleted ? 'now()' : 'null'})`;

/**
 * Migration 0020 on a shop with parts: the lexicon of typo corrections starts with the words of
 * the live parts already there (docs/decisions/041-typo-tolerant-search.md).
 */
describe.each(bothDrivers)('migration 0020 on a database from before it, on %s', (driver) => {
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0020_search_lexicon'));
    await raw.exec(`
      ${part('Clutch Cable CB-150', 'ক্লাচ কেবল')};
      ${part('Clutch Plate Set', 'ক্লাচ প্লেট সেট')};
      ${part('Removed Sprocket', '', true)};`);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('fills the lexicon with the live parts’ words of 4+ letters, each with its number of parts', async () => {
    const words = await raw.rows<{ word: string; parts: number }>(
      `select word, parts from search_lexicon order by word collate "C"`,
    );
    // No "cb", "150", "set" or "সেট" (under 4 letters or with digits), nothing of the removed part.
    expect(words).toEqual([
      { word: 'cable', parts: 1 },
      { word: 'clutch', parts: 2 },
      { word: 'made', parts: 2 },
      { word: 'plate', parts: 1 },
      { word: 'কেবল', parts: 1 },
      { word: 'ক্লাচ', parts: 2 },
      { word: 'প্লেট', parts: 1 },
    ]);
  });

  it('keeps it by trigger: a new part adds its words, a removed one takes them away', async () => {
    await raw.exec(part('Clutch Lever', ''));
    await raw.exec(`update parts set deleted_at = now() where name = 'Clutch Plate Set'`);
    const counts = await raw.rows<{ word: string; parts: number }>(
      `select word, parts from search_lexicon where word in ('clutch', 'lever', 'plate') order by word`,
    );
    expect(counts).toEqual([
      { word: 'clutch', parts: 2 },
      { word: 'lever', parts: 1 },
    ]);
  });
});
