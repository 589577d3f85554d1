import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema, shopOrderSchema } from '@motoforge/contract';
import { startFakeSteadfast, type FakeSteadfast } from '@motoforge/tools/fake-steadfast';
import { orders } from '../../db/schema.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { placeOrder } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

describe.each(drivers)('a shop that looks at Steadfast every second (STEADFAST_CHECK_SECONDS) on %s', (driver) => {
  let courier: FakeSteadfast;
  let t: TestApp;

  beforeAll(async () => {
    courier = await startFakeSteadfast();
    t = await createTestApp(driver, {
      env: {
        STEADFAST_API_KEY: courier.apiKey,
        STEADFAST_SECRET_KEY: courier.secretKey,
        STEADFAST_BASE_URL: courier.baseUrl,
        STEADFAST_CHECK_SECONDS: '1',
      },
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t.close();
    await courier.close();
  });

  it('queues the first look that soon when the admin ships, and its job delivers the order by itself', async () => {
    const buyer = await createCustomer(t.app, 'follow-soon@example.com');
    const [part] = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    const orderId = await placeOrder(t.app, buyer.token, part!);
    // Packed cash on delivery, as after the phone code and the admin's Mark packed.
    await t.database.db.update(orders).set({ paymentMethod: 'cod', state: 'packed' }).where(eq(orders.id, orderId));

    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/transition`,
      headers: bearer(await adminToken(t.app)),
      payload: { to: 'shipped', courier: 'steadfast' },
    });
    expect(shipped.statusCode).toBe(200);
    const { rows } = (await t.database.db.execute(
      sql`select extract(epoch from (start_after - created_on))::int as "inSeconds"
          from pgboss.job where name = 'follow-courier-status' and data->>'orderId' = ${orderId}`,
    )) as unknown as { rows: { inSeconds: number }[] };
    expect(rows).toEqual([{ inSeconds: 1 }]);

    const [consignment] = courier.consignments();
    courier.setStatus(consignment!.consignmentId, 'delivered');
    const stateNow = async () =>
      shopOrderSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })).json(),
      );
    await expect.poll(async () => (await stateNow()).state, { timeout: 15_000 }).toBe('delivered');
    expect((await stateNow()).events.at(-1)).toMatchObject({ by: 'system', note: 'Steadfast: delivered' });
  });
});
