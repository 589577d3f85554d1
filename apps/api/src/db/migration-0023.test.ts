import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

type Count = { word: string; parts: number };

const values = (name: string, description = 'Made to fit') => `('${name}', '/p.svg', '${description}', 10000, 1, 5)`;
const insertParts = (...rows: string[]) =>
  `insert into parts (name, img, description, price_poisha, minimum_order, available_quantity) values ${rows.join(', ')}`;

/** The lexicon as it should be: every live part's words of 4+ letters, counted from scratch. */
const RECOUNTED = `select word, count(*)::int as parts
  from parts, unnest(motoforge_lexicon_words(search_document, deleted_at)) as word
  group by word order by word collate "C"`;
const LEXICON = `select word, parts from search_lexicon order by word collate "C"`;

/**
 * Migration 0023: the lexicon of typo corrections is kept per statement, summed over the rows a
 * statement wrote (docs/decisions/047-lexicon-per-statement.md), and stays what counting every live
 * part's words from scratch gives, whatever statements change the parts.
 */
describe.each(bothDrivers)('migration 0023 on %s', (driver) => {
  let raw: Raw;
  const expectLexiconRecounted = async () => {
    const [kept, recounted] = await Promise.all([raw.rows<Count>(LEXICON), raw.rows<Count>(RECOUNTED)]);
    expect(kept).toEqual(recounted);
  };
  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0023_lexicon_per_statement'));
    await raw.exec(insertParts(values('Clutch Cable'), values('Clutch Plate Set')));
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('keeps the words counted before it', async () => {
    expect(await raw.rows<Count>(`select word, parts from search_lexicon where word = 'clutch'`)).toEqual([
      { word: 'clutch', parts: 2 },
    ]);
    await expectLexiconRecounted();
  });

  it('counts every part of one statement that inserts many', async () => {
    await raw.exec(
      `insert into parts (name, img, description, price_poisha, minimum_order, available_quantity)
       select 'Front Brake Pad ' || g, '/p.svg', 'Sintered for wet roads', 10000, 1, 5
       from generate_series(1, 500) as g`,
    );
    expect(await raw.rows<Count>(`select word, parts from search_lexicon where word in ('brake', 'wet')`)).toEqual([
      { word: 'brake', parts: 500 },
    ]);
    await expectLexiconRecounted();
  });

  it('leaves the words alone when only the stock changes', async () => {
    const before = await raw.rows<Count>(LEXICON);
    await raw.exec(`update parts set available_quantity = available_quantity - 1`);
    expect(await raw.rows<Count>(LEXICON)).toEqual(before);
  });

  it('moves a renamed part’s words, and drops a word no live part has', async () => {
    await raw.exec(`update parts set name = 'Clutch Lever' where name = 'Clutch Plate Set'`);
    const words = (await raw.rows<Count>(LEXICON)).map((each) => each.word);
    expect(words).toContain('lever');
    expect(words).not.toContain('plate');
    await expectLexiconRecounted();
  });

  it('takes away the words of parts removed, restored and deleted, many at once', async () => {
    await raw.exec(`update parts set deleted_at = now() where name like 'Front Brake Pad 1%'`);
    await expectLexiconRecounted();
    await raw.exec(`update parts set deleted_at = null where name like 'Front Brake Pad 1%'`);
    await expectLexiconRecounted();
    await raw.exec(`delete from parts where name like 'Front Brake Pad%'`);
    const words = (await raw.rows<Count>(LEXICON)).map((each) => each.word);
    expect(words).not.toContain('brake');
    await expectLexiconRecounted();
  });
});
