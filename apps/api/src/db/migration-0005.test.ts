import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test/test-database.js';
import { migrationsFolder } from './client.js';
import { migrationsBefore, openRaw, type Raw } from '../test/raw-database.js';

const ORDER = '00000000-0000-4000-8000-00000000000';
const intent = (id: string, order: string, status: string, minutesAgo: number) =>
  `('${id}', '${id}_secret', '${order}', 10000, 'bdt', '${status}', now() - interval '${minutesAgo} minutes')`;

/**
 * Migration 0005 on a database written before it, where issue 19's defect had left orders with
 * several payable intents: it must apply (its unique index needs one live intent per order) and
 * leave no order payable twice, and no deleted order payable at all.
 */
describe.each(bothDrivers)('migration 0005 on a database from before it, on %s', (driver) => {
  let raw: Raw;
  type IntentRow = { id: string; status: string; last_error: string | null };
  const intentsOf = (order: string) =>
    raw.rows<IntentRow>(
      `select id, status, last_error from test_payment_intents where order_id = '${order}' order by id`,
    );

  beforeAll(async () => {
    raw = await openRaw(driver);
    await raw.migrate(migrationsBefore('0005_one_live_payment_intent'));
    await raw.exec(`
      insert into users (id, name, email) values ('u1', 'Rider', 'rider@example.com');
      insert into parts (id, name, img, description, price_poisha, minimum_order, available_quantity)
        values ('${ORDER}0', 'Chain', '/c.svg', 'A chain', 10000, 1, 10);
      -- Order 1: three payment pages opened at once made three payable intents; it points at the last.
      -- Order 2: two of its intents were both charged; the first is the one it was marked paid by.
      -- Order 3 (paid by its only intent) and order 9 (deleted: its intent was left payable).
      insert into orders (id, part_id, user_id, email, product_name, price_poisha, quantity, phone, address,
          paid, tnx_id, payment_intent_id)
        values ('${ORDER}1', '${ORDER}0', 'u1', 'rider@example.com', 'Chain', 10000, 1, '01711000000', 'Dhaka',
            false, null, 'pi_1c'),
          ('${ORDER}2', '${ORDER}0', 'u1', 'rider@example.com', 'Chain', 10000, 1, '01711000000', 'Dhaka',
            true, 'pi_2a', 'pi_2b'),
          ('${ORDER}3', '${ORDER}0', 'u1', 'rider@example.com', 'Chain', 10000, 1, '01711000000', 'Dhaka',
            true, 'pi_3a', 'pi_3a');
      insert into test_payment_intents (id, client_secret, order_id, amount_poisha, currency, status, created_at)
        values ${[
          intent('pi_1a', `${ORDER}1`, 'requires_payment_method', 3),
          intent('pi_1b', `${ORDER}1`, 'requires_payment_method', 2),
          intent('pi_1c', `${ORDER}1`, 'requires_payment_method', 1),
          intent('pi_2a', `${ORDER}2`, 'succeeded', 2),
          intent('pi_2b', `${ORDER}2`, 'succeeded', 1),
          intent('pi_3a', `${ORDER}3`, 'succeeded', 1),
          intent('pi_9a', `${ORDER}9`, 'requires_payment_method', 2),
          intent('pi_9b', `${ORDER}9`, 'requires_payment_method', 1),
        ].join(', ')};
    `);
    await raw.migrate(migrationsFolder);
  });
  afterAll(() => raw?.close());

  it('lists every intent an order had, oldest first and its current one last', async () => {
    const orders = await raw.rows<{ id: string; payment_intent_ids: string[] }>(
      'select id, payment_intent_ids from orders order by id',
    );
    expect(orders).toEqual([
      { id: `${ORDER}1`, payment_intent_ids: ['pi_1a', 'pi_1b', 'pi_1c'] },
      { id: `${ORDER}2`, payment_intent_ids: ['pi_2a', 'pi_2b'] },
      { id: `${ORDER}3`, payment_intent_ids: ['pi_3a'] },
    ]);
  });

  it("keeps the order's current intent payable and cancels the others", async () => {
    expect(await intentsOf(`${ORDER}1`)).toEqual([
      { id: 'pi_1a', status: 'canceled', last_error: null },
      { id: 'pi_1b', status: 'canceled', last_error: null },
      { id: 'pi_1c', status: 'requires_payment_method', last_error: null },
    ]);
  });

  it('keeps the payment an order was marked paid by, and says what the second one was', async () => {
    expect(await intentsOf(`${ORDER}2`)).toEqual([
      { id: 'pi_2a', status: 'succeeded', last_error: null },
      {
        id: 'pi_2b',
        status: 'canceled',
        last_error: 'Cancelled by migration 0005: a second payment of an order that another intent had paid',
      },
    ]);
    expect(await intentsOf(`${ORDER}3`)).toEqual([{ id: 'pi_3a', status: 'succeeded', last_error: null }]);
  });

  it('cancels the payable intents of deleted orders', async () => {
    expect((await intentsOf(`${ORDER}9`)).map((row) => row.status)).toEqual(['canceled', 'canceled']);
  });

  it('allows one live intent per order from now on', async () => {
    await expect(
      raw.exec(`insert into test_payment_intents (id, client_secret, order_id, amount_poisha, currency)
      values ('pi_1d', 'pi_1d_secret', '${ORDER}1', 10000, 'bdt')`),
    ).rejects.toThrow(/test_payment_intents_one_live_per_order_idx/);
  });
});
