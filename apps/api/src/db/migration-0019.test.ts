import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

const newPart = (name: string) =>
  `insert into parts (name, img, description, price_poisha, minimum_order, available_quantity)
     values ('${name}', '/p.svg', 'A part', 10000, 1, 5) returning sku`;

/** Migration 0019: a new part's SKU keeps every digit of its number, past 99,999 too. */
describe.each(bothDrivers)('new SKUs on %s', (driver) => {
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('are padded to five digits', async () => {
    await raw.exec(`select setval('parts_sku_seq', 41)`);
    expect(await raw.rows(newPart('Chain'))).toEqual([{ sku: 'MF-00042' }]);
  });

  it('go on past 99,999 without colliding with a shorter number', async () => {
    await raw.exec(`select setval('parts_sku_seq', 99999)`);
    const skus = [...(await raw.rows(newPart('Sprocket'))), ...(await raw.rows(newPart('Clutch plate')))];
    expect(skus).toEqual([{ sku: 'MF-100000' }, { sku: 'MF-100001' }]);
  });
});
