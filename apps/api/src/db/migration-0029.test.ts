import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

const ID = '00000000-0000-4000-8000-00000000002';

type Kept = { id: string; state: string; courier: string | null; consignment: string | null };

/**
 * Migration 0029: an order keeps its API courier's consignment as text (ADR 053). Steadfast's
 * numbers move across, and a packed order whose consignment Steadfast already made names its
 * courier, so shipping it again reuses that consignment.
 */
describe.each(bothDrivers)('migration 0029 on %s', (driver) => {
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0029_courier_consignments'));
    await raw.exec(`
      insert into users (id, name, email) values ('u1', 'Rider', 'rider@example.com');
      insert into orders (id, user_id, email, phone, address, state, payment_method, subtotal_poisha, total_poisha,
          courier, tracking_code, steadfast_consignment_id)
        values ('${ID}1', 'u1', 'rider@example.com', '+8801711000000', 'Dhaka', 'shipped', 'cod', 10000, 10000,
            'steadfast', 'SF1', 1424107),
          ('${ID}2', 'u1', 'rider@example.com', '+8801711000000', 'Dhaka', 'packed', 'cod', 10000, 10000,
            null, 'SF2', 1424108),
          ('${ID}3', 'u1', 'rider@example.com', '+8801711000000', 'Dhaka', 'shipped', 'cod', 10000, 10000,
            'Sundarban', 'SB-7', null);
    `);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('keeps each Steadfast consignment, and names the courier of a packed order that has one', async () => {
    expect(
      await raw.rows<Kept>(`select id, state, courier, courier_consignment_id as consignment from orders order by id`),
    ).toEqual([
      { id: `${ID}1`, state: 'shipped', courier: 'steadfast', consignment: '1424107' },
      { id: `${ID}2`, state: 'packed', courier: 'steadfast', consignment: '1424108' },
      { id: `${ID}3`, state: 'shipped', courier: 'Sundarban', consignment: null },
    ]);
  });

  it('lets one courier have a consignment id once', async () => {
    await expect(
      raw.exec(`update orders set courier = 'steadfast', courier_consignment_id = '1424107' where id = '${ID}3'`),
    ).rejects.toThrow();
  });
});
