import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderListSchema,
  adminReturnsSchema,
  shopSettingsMessages,
  shopSettingsSchema,
  type AdminOrder,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';
import { orders, returns, users } from '../../db/schema.js';
import { adminToken, bearer } from '../../test/auth-helpers.js';
import { parsePrometheusText, valueOf } from '../../test/prometheus-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The law's deadlines (docs/orders.md#deadlines) through the API: Manage All Orders flags a paid
 * order a day before its delivery deadline (5 days in Dhaka district, 10 elsewhere) and after it,
 * and a waiting refund likewise (10 days), a buyer's return waiting for an answer (72 hours) and a
 * received return's refund (10 days); its filter lists only those; /metrics counts them; and the
 * shop's settings move the deadlines.
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

  /** A delivered card order with one return of `values`, asked `askedAgo` ms ago. */
  async function orderWithReturn(name: string, askedAgo: number, values: Partial<typeof returns.$inferInsert> = {}) {
    await cardOrder(name, { state: 'delivered', paidAt: new Date(Date.now() - askedAgo - 3 * DAY) });
    await t.database.db
      .insert(returns)
      .values({ orderId: ids[name]!, userId: buyerId, createdAt: new Date(Date.now() - askedAgo), ...values });
  }

  /** A return received `waitedFor` ms ago whose refund the provider refused. */
  const waitingReturnRefund = (name: string, waitedFor: number) =>
    orderWithReturn(name, waitedFor + DAY, {
      state: 'received',
      refundPoisha: 50_000,
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
    await orderWithReturn('return-fresh', 1 * HOUR);
    await orderWithReturn('return-due-soon', 2 * DAY + 2 * HOUR);
    await orderWithReturn('return-unanswered', 4 * DAY);
    // Answered: no deadline is left to it.
    await orderWithReturn('return-refused', 4 * DAY, { state: 'refused', decidedAt: new Date() });
    await waitingReturnRefund('return-refund-fresh', 2 * DAY);
    await waitingReturnRefund('return-refund-overdue', 11 * DAY);
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

    expect(deadlineOf(items, 'return-fresh')).toBeNull();
    const answer = deadlineOf(items, 'return-due-soon');
    expect(answer).toMatchObject({ kind: 'return-answer', status: 'due-soon' });
    // 72 hours after the buyer asked.
    expect(Math.abs(Date.parse(answer!.dueAt) - (Date.now() + 22 * HOUR))).toBeLessThan(HOUR);
    expect(deadlineOf(items, 'return-unanswered')).toMatchObject({ kind: 'return-answer', status: 'overdue' });
    expect(deadlineOf(items, 'return-refused')).toBeNull();
    // An order whose parts come back through a return is not offered to be returned whole.
    const actionsOf = (name: string) => items.find((item) => item.id === ids[name])?.actions;
    expect(actionsOf('return-fresh')).not.toContain('return');
    expect(actionsOf('return-refused')).toContain('return');
    expect(deadlineOf(items, 'return-refund-fresh')).toBeNull();
    const returnRefund = deadlineOf(items, 'return-refund-overdue');
    expect(returnRefund).toMatchObject({ kind: 'return-refund', status: 'overdue' });
    expect(Math.abs(Date.parse(returnRefund!.dueAt) - (Date.now() - 1 * DAY))).toBeLessThan(HOUR);

    const near = await list('&deadline=near');
    expect(near.map((item) => item.address).sort()).toEqual(
      [
        'dhaka-due-soon',
        'dhaka-overdue',
        'refund-overdue',
        'text-address-overdue',
        'return-due-soon',
        'return-unanswered',
        'return-refund-overdue',
      ].sort(),
    );
  });

  it('flags each return by its own deadline on the Returns page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?state=open&pageSize=100',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const items = adminReturnsSchema.parse(response.json()).items;
    const returnOf = (name: string) => items.find((item) => item.orderId === ids[name]);
    expect(returnOf('return-fresh')?.deadline).toBeNull();
    expect(returnOf('return-due-soon')?.deadline).toMatchObject({ kind: 'return-answer', status: 'due-soon' });
    expect(returnOf('return-unanswered')?.deadline).toMatchObject({ kind: 'return-answer', status: 'overdue' });
    expect(returnOf('return-refund-fresh')?.deadline).toBeNull();
    expect(returnOf('return-refund-overdue')?.deadline).toMatchObject({ kind: 'return-refund', status: 'overdue' });
    // A refused return is no longer open.
    expect(returnOf('return-refused')).toBeUndefined();
  });

  it('counts them in /metrics, by kind and how close', async () => {
    const metrics = await scrape();
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'delivery', status: 'due-soon' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'delivery', status: 'overdue' })).toBe(2);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'refund', status: 'overdue' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'refund', status: 'due-soon' })).toBe(0);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'return-answer', status: 'due-soon' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'return-answer', status: 'overdue' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'return-refund', status: 'overdue' })).toBe(1);
    expect(valueOf(metrics, 'motoforge_order_deadlines', { kind: 'return-refund', status: 'due-soon' })).toBe(0);
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
    expect(refused.json().errors).toMatchObject([
      { field: 'deadlines.refundDays', message: shopSettingsMessages.deadlineDaysInvalid },
    ]);

    const saved = await put({ ...now.deadlines, deliveryDaysElsewhere: 7, complaintHours: 24 });
    expect(saved.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(saved.json()).deadlines.deliveryDaysElsewhere).toBe(7);
    try {
      const items = await list();
      expect(deadlineOf(items, 'sylhet-six-days')).toMatchObject({ kind: 'delivery', status: 'due-soon' });
      // A day to answer: the return asked an hour ago is now close to its deadline.
      expect(deadlineOf(items, 'return-fresh')).toMatchObject({ kind: 'return-answer', status: 'due-soon' });
    } finally {
      await put(now.deadlines);
    }
  });
});
