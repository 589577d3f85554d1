import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, partListSchema, UNPAID_ORDER_HOLD_HOURS, type Part } from '@motoforge/contract';
import { orders } from '../../db/schema.js';
import { createTestProvider } from '../../payments/test-provider.js';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import {
  chargeCard as chargeCardOf,
  placeOrder as placeOrderOf,
  startPayment as startPaymentOf,
} from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { releaseExpiredOrdersJob } from '../../jobs/release-expired-orders.js';
import { releaseExpiredOrders } from './release-expired-orders.js';

const HOUR_MS = 3_600_000;

describe.each(drivers)('unpaid orders past their hold on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];

  const placeOrder = (token: string, part: Part) => placeOrderOf(t.app, token, part);
  const placedHoursAgo = (shop: TestApp, orderId: string, hours: number) =>
    shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(orders.id, orderId));
  const stockOf = async (part: Part) =>
    ((await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json() as Part).availableQuantity;
  const orderAs = (token: string, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/booking/${orderId}`, headers: bearer(token) });
  const startPayment = (token: string, orderId: string) => startPaymentOf(t.app, token, orderId);
  const chargeCard = (clientSecret: string) => chargeCardOf(t.app, clientSecret);
  const release = () => releaseExpiredOrders(t.database.db, createTestProvider(t.database.db));

  beforeAll(async () => {
    // The app's own once-a-minute job stays out of the way; the last test sends it.
    t = await createTestApp(driver, { jobs: { isScheduling: false } });
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it(`puts the stock of an order unpaid after ${UNPAID_ORDER_HOLD_HOURS} hours back on sale, and cancels its payment`, async () => {
    const part = catalogue[1]!;
    const hoarder = await createCustomer(t.app, 'hoarder@example.com');
    const stock = await stockOf(part);
    const orderId = await placeOrder(hoarder.token, part);
    const payment = await startPayment(hoarder.token, orderId);
    expect(await stockOf(part)).toBe(stock - part.minimumOrder);
    await placedHoursAgo(t, orderId, UNPAID_ORDER_HOLD_HOURS);

    expect(await release()).toEqual({ released: 1, paid: 0, failed: 0 });
    // The catalogue copies hear of it through the database's NOTIFY.
    await expect.poll(() => stockOf(part)).toBe(stock);
    expect((await orderAs(hoarder.token, orderId)).statusCode).toBe(404);
    const charge = await chargeCard(payment.clientSecret);
    expect(charge.statusCode).toBe(409);
    expect(charge.json().message).toBe(messages.paymentCancelled);
    // The customer may order it again.
    await placeOrder(hoarder.token, part);
  });

  it('leaves orders within their hold, and paid orders, alone', async () => {
    const part = catalogue[2]!;
    const buyer = await createCustomer(t.app, 'patient@example.com');
    const recent = await placeOrder(buyer.token, part);
    await placedHoursAgo(t, recent, UNPAID_ORDER_HOLD_HOURS - 0.1);
    const other = await createCustomer(t.app, 'prompt@example.com');
    const paid = await placeOrder(other.token, part);
    const payment = await startPayment(other.token, paid);
    await chargeCard(payment.clientSecret);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${paid}`,
      headers: bearer(other.token),
      payload: { tnxId: payment.paymentIntentId },
    });
    await placedHoursAgo(t, paid, 10 * UNPAID_ORDER_HOLD_HOURS);
    const stock = await stockOf(part);

    expect(await release()).toEqual({ released: 0, paid: 0, failed: 0 });
    expect((await orderAs(buyer.token, recent)).json()).toMatchObject({ paid: false });
    expect((await orderAs(other.token, paid)).json()).toMatchObject({ paid: true });
    expect(await stockOf(part)).toBe(stock);
  });

  it('records the payment of an order whose card was charged but never marked paid, instead of releasing it', async () => {
    const part = catalogue[3]!;
    const buyer = await createCustomer(t.app, 'closed-the-tab@example.com');
    const orderId = await placeOrder(buyer.token, part);
    const payment = await startPayment(buyer.token, orderId);
    await chargeCard(payment.clientSecret);
    await placedHoursAgo(t, orderId, UNPAID_ORDER_HOLD_HOURS + 1);
    const stock = await stockOf(part);

    expect(await release()).toEqual({ released: 0, paid: 1, failed: 0 });
    expect((await orderAs(buyer.token, orderId)).json()).toMatchObject({ paid: true, tnxId: payment.paymentIntentId });
    expect(await stockOf(part)).toBe(stock);
  });

  it('is done by the running shop on its own: a job it sends every minute', async () => {
    const shop = await createTestApp(driver, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      expect(await shop.app.jobs.getSchedules()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: releaseExpiredOrdersJob.queue, cron: '* * * * *', timezone: 'UTC' }),
        ]),
      );
      const part = partListSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/part' })).json())[4]!;
      const buyer = await createCustomer(shop.app, 'forgetful@example.com');
      const orderId = await placeOrderOf(shop.app, buyer.token, part);
      await placedHoursAgo(shop, orderId, UNPAID_ORDER_HOLD_HOURS + 1);
      // What pg-boss's cron sends at the next minute, sent now.
      await enqueueJob(shop.database.db, releaseExpiredOrdersJob, {});
      await expect
        .poll(
          async () =>
            (await shop.app.inject({ method: 'GET', url: `/api/booking/${orderId}`, headers: bearer(buyer.token) }))
              .statusCode,
        )
        .toBe(404);
      await expect
        .poll(
          async () =>
            ((await shop.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json() as Part)
              .availableQuantity,
        )
        .toBe(part.availableQuantity);
    } finally {
      await shop.close();
    }
  });
});
