import { LOW_STOCK_THRESHOLD_DEFAULT } from '@motoforge/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';

/** Defaults the migrations write in SQL and the contract names in TypeScript: they must agree. */
describe('column defaults agree with the contract', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('gives a new part the low-stock threshold the contract names', async () => {
    const result = await database.db.execute(sql`
      select column_default from information_schema.columns
      where table_name = 'parts' and column_name = 'low_stock_threshold'`);
    const rows = (result as unknown as { rows: { column_default: string }[] }).rows;
    expect(rows.map((row) => row.column_default)).toEqual([String(LOW_STOCK_THRESHOLD_DEFAULT)]);
  });
});
