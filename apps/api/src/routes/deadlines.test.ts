import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListSchema, shopSettingsMessages, shopSettingsSchema, type AdminOrder } from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';
import { orders, users } from '../db/schema.js';
import { adminToken, bearer } from '../test/auth-helpers.js';
import { parsePrometheusText, valueOf } from '../test/prometheus-text.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The law's deadlines (docs/orders.md#deadlines) through the API: Manage All Orders flags a paid
 * order a day before its delivery deadline (5 days in Dhaka district, 10 elsewhere) and after it,
 * and a waiting refund likewise (10 days); its filter lists only those; /metrics counts them; and
 * the shop's settings move the deadlines.
 */
describe.each(drivers)('the law’s deadlines on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let buyerId: string;
  const ids: Record<string, string> = {};

  /** A card order of the history, written straight into the table, known by `name` (its address). */
  async function cardOrder(name: string, values: Partial<typeof orders.$inferInsert>) {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId: buyerId,
        email: 'deadline@example.com',
        phone: '+8801712000000',
        address: name,
        paymentMethod: 'card',
        subtotalPoisha: 100_000,
        totalPoisha: 100_000,
        tnxId: `pi_${randomUUID()}`,
        ...values,
      })
      .returning({ id: orders.id });
    ids[name] = row!.id;
  }

  /** A card order paid `paidAgo` ms ago, on its way, to Dhaka district or elsewhere. */
  const paidOrder = (
    name: string,
    paidAgo: number,
    districtId: string | null,
    state: 'confirmed' | 'packed' | 'shipped' = 'confirmed',
  ) => cardOrder(name, { state, districtId, paidAt: new Date(Date.now() - paidAgo) });

  /** A cancelled card order whose refund has waited `waitedFor` ms. */
  const waitingRefund = (name: string, waitedFor: number) =>
    cardOrder(name, {
      state: 'cancelled',
      paidAt: new Date(Date.now() - waitedFor - DAY),
      refundStatus: 'failed',
      refundRequestedAt: new Date(Date.now() - waitedFor),
    });

  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?pageSize=100${query}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return adminOrderListSchema.parse(response.json()).items;
  };
  const deadlineOf = (items: AdminOrder[], name: string) => items.find((item) => item.id === ids[name])?.deadline;
  const scrape = async () =>
    parsePrometheusText((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body);

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { METRICS_TOKEN: TOKEN } });
    admin = await adminToken(t.app);
    const [someone] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@motoforge.com'));
    buyerId = someone!.id;
    await paidOrder('dhaka-fresh', 1 * DAY, DHAKA_DISTRICT_ID);
    await paidOrder('dhaka-due-soon', 4 * DAY + 2 * HOUR, DHAKA_DISTRICT_ID);
    await paidOrder('dhaka-overdue', 6 * DAY, DHAKA_DISTRICT_ID, 'shipped');
    // Six days is late in Dhaka district, but not elsewhere, nor for the spec's one-line address.
    await paidOrder('sylhet-six-days', 6 * DAY, '60');
    await paidOrder('text-address-overdue', 11 * DAY, null, 'packed');
    await waitingRefund('refund-fresh', 2 * DAY);
    await waitingRefund('refund-overdue', 12 * DAY);
  });
  afterAll(() => t.close());

  it('flags each order by the deadline the law gives it, and only those close to or past it', async () => {
    const items = await list();
    expect(deadlineOf(items, 'dhaka-fresh')).toBeNull();
    expect(deadlineOf(items, 'dhaka-due-soon')).toMatchObject({ kind: 'delivery', status: 'due-soon' });
    expect(deadlineOf(items, 'dhaka-overdue')).toMatchObject({ kind: 'delivery', status: 'overdue' });
    expect(deadlineOf(items, 'sylhet-six-days')).toBeNull();
    expect(deadlineOf(items, 'text-address-overdue')).toMatchObject({ kind: 'delivery', status: 'overdue' });
    expect(deadlineOf(items, 'refund-fresh')).toBeNull();
    const refund = deadlineOf(items, 'refund-overdue');
    expect(refund).toMatchObject({ kind: 'refund', status: 'overdue' });
    // Ten days after the refund began to wait.
    expect(Math.abs(Date.parse(refund!.dueAt) - (Date.now() - 2 * DAY))).toBeLessThan(HOUR);

    const near = await list('&deadline=near');
    expect(near.map((item) => item.address).sort()).toEqual(
      ['dhaka-due-soon', 'dhaka-overdue', 'refund-overdue', 'text-address-overdue'].sort(),
    );
  });

  it('counts them in /metrics, by kind and how close', async () => {
    const metrics = await scrape();
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'delivery', status: 'due-soon' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'delivery', status: 'overdue' })).toBe(2);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'refund', status: 'overdue' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'refund', status: 'due-soon' })).toBe(0);
  });

  it('moves the deadlines when the admin changes them, and refuses a deadline out of bounds', async () => {
    const now = shopSettingsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json(),
    );
    expect(now.deadlines).toEqual({
      deliveryDaysSameCity: 5,
      deliveryDaysElsewhere: 10,
      complaintHours: 72,
      refundDays: 10,
    });
    const put = (deadlines: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(admin),
        payload: { deliveryFee: now.deliveryFee, codMax: now.codMax, deadlines },
      });
    const refused = await put({ ...now.deadlines, refundDays: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'deadlines.refundDays', message: shopSettingsMessages.deadlineDaysInvalid },
    ]);

    const saved = await put({ ...now.deadlines, deliveryDaysElsewhere: 7 });
    expect(saved.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(saved.json()).deadlines.deliveryDaysElsewhere).toBe(7);
    try {
      expect(deadlineOf(await list(), 'sylhet-six-days')).toMatchObject({ kind: 'delivery', status: 'due-soon' });
    } finally {
      await put(now.deadlines);
    }
  });
});
