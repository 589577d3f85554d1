import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';
import { migrationsFolder } from './client.js';

const ID = '00000000-0000-4000-8000-00000000000';

/**
 * Migration 0009 on a shop with orders of one part each: every order becomes an order of one line
 * with the order's own id (so old payment links and My Orders keep working), its amounts and its
 * state taken from what it was.
 */
describe.each(bothDrivers)('migration 0009 on a database from before it, on %s', (driver) => {
  let raw: Raw;

  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0009_orders_with_lines'));
    await raw.exec(`
      insert into users (id, name, email) values ('u1', 'Rider', 'rider@example.com');
      insert into parts (id, name, img, description, price_poisha, minimum_order, available_quantity)
        values ('${ID}0', 'Chain', '/c.svg', 'A chain', 12550, 1, 10);
      insert into orders (id, part_id, user_id, email, product_name, price_poisha, quantity, phone, address,
          paid, tnx_id, status)
        values ('${ID}1', '${ID}0', 'u1', 'rider@example.com', 'Chain', 12550, 3, '01711000000', 'Dhaka',
            false, null, false),
          ('${ID}2', '${ID}0', 'u1', 'rider@example.com', 'Chain (old name)', 10000, 1, '01711000000', 'Dhaka',
            true, 'pi_2', false),
          ('${ID}3', '${ID}0', 'u1', 'rider@example.com', 'Chain', 12550, 2, '01711000000', 'Dhaka',
            true, 'pi_3', true);
    `);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it("gives every order one line, with the order's id, part, name, price and quantity", async () => {
    expect(
      await raw.rows(
        'select id, order_id, position, part_id, product_name, price_poisha, quantity from order_lines order by id',
      ),
    ).toEqual([
      {
        id: `${ID}1`,
        order_id: `${ID}1`,
        position: 0,
        part_id: `${ID}0`,
        product_name: 'Chain',
        price_poisha: 12550,
        quantity: 3,
      },
      {
        id: `${ID}2`,
        order_id: `${ID}2`,
        position: 0,
        part_id: `${ID}0`,
        product_name: 'Chain (old name)',
        price_poisha: 10000,
        quantity: 1,
      },
      {
        id: `${ID}3`,
        order_id: `${ID}3`,
        position: 0,
        part_id: `${ID}0`,
        product_name: 'Chain',
        price_poisha: 12550,
        quantity: 2,
      },
    ]);
  });

  it('gives every order its amounts, paid by card, and the state it was in', async () => {
    expect(
      await raw.rows(
        `select id, subtotal_poisha, delivery_fee_poisha, total_poisha, payment_method, state, paid, tnx_id
           from orders order by id`,
      ),
    ).toEqual([
      {
        id: `${ID}1`,
        subtotal_poisha: 37650,
        delivery_fee_poisha: 0,
        total_poisha: 37650,
        payment_method: 'card',
        state: 'placed',
        paid: false,
        tnx_id: null,
      },
      {
        id: `${ID}2`,
        subtotal_poisha: 10000,
        delivery_fee_poisha: 0,
        total_poisha: 10000,
        payment_method: 'card',
        state: 'confirmed',
        paid: true,
        tnx_id: 'pi_2',
      },
      {
        id: `${ID}3`,
        subtotal_poisha: 25100,
        delivery_fee_poisha: 0,
        total_poisha: 25100,
        payment_method: 'card',
        state: 'shipped',
        paid: true,
        tnx_id: 'pi_3',
      },
    ]);
  });

  it('refuses an order whose total does not add up, and a state it does not know', async () => {
    await expect(raw.exec(`update orders set total_poisha = 1 where id = '${ID}1'`)).rejects.toThrow(
      /orders_total_adds_up/,
    );
    await expect(raw.exec(`update orders set state = 'lost' where id = '${ID}1'`)).rejects.toThrow(
      /orders_state_known/,
    );
  });

  it("takes an order's lines with it when it is deleted", async () => {
    await raw.exec(`delete from orders where id = '${ID}1'`);
    expect(await raw.rows(`select id from order_lines where order_id = '${ID}1'`)).toEqual([]);
  });
});
