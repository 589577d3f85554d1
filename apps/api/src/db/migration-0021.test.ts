import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

const part = (sku: string, oem: string) =>
  `insert into parts (sku, oem_numbers, name, img, description, price_poisha, minimum_order, available_quantity)
     values ('${sku}', '{${oem}}', 'Part ${sku}', '/p.svg', 'Made to fit', 10000, 1, 5)`;

/**
 * Migration 0021 on a shop with parts: they replace no old numbers and keep the part numbers they
 * had; old numbers set later join them, normalised (docs/search.md#old-part-numbers).
 */
describe.each(bothDrivers)('migration 0021 on a database from before it, on %s', (driver) => {
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0021_part_supersession'));
    await raw.exec(`${part('MF-ENG-0001', '22201-KYT-940')}; ${part('MF-ENG-0002', '')}`);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('leaves the parts already there replacing nothing, with their part numbers as they were', async () => {
    expect(await raw.rows(`select sku, replaces, replaced_numbers, part_numbers from parts order by sku`)).toEqual([
      { sku: 'MF-ENG-0001', replaces: [], replaced_numbers: [], part_numbers: 'mfeng0001 22201kyt940' },
      { sku: 'MF-ENG-0002', replaces: [], replaced_numbers: [], part_numbers: 'mfeng0002' },
    ]);
  });

  it('keeps the old numbers normalised, and among the part numbers, by trigger', async () => {
    await raw.exec(`update parts set replaces = '{22201-KYT-900,"22201 kyt 910"}' where sku = 'MF-ENG-0001'`);
    expect(
      await raw.rows(`select replaces, replaced_numbers, part_numbers from parts where sku = 'MF-ENG-0001'`),
    ).toEqual([
      {
        replaces: ['22201-KYT-900', '22201 kyt 910'],
        replaced_numbers: ['22201kyt900', '22201kyt910'],
        part_numbers: 'mfeng0001 22201kyt940 22201kyt900 22201kyt910',
      },
    ]);
  });
});
