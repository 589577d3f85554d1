import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderListSchema,
  checkoutMessages,
  checkoutResponseSchema,
  orderLifecycleMessages,
  partListSchema,
  shopOrderSchema,
  type CodRiskActionId,
  type Part,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { orders, parts, users } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { setCodRisk } from '../../test/shop-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const DAY = 24 * 60 * 60 * 1000;

/**
 * COD risk (docs/orders.md#cod-risk) through the API: a seeded history of orders gives each reason
 * its points, a risky order is held until the admin releases it (or, by the shop's setting, the
 * buyer must pay online), and a parcel refused at the door counts against its phone next time.
 */
describe.each(drivers)('cash-on-delivery risk on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let part: Part;
  let nextBuyer = 0;
  let nextPhone = 500;

  const freshPhone = () => `0181${String((nextPhone += 1)).padStart(7, '0')}`;

  /** A buyer whose account is `ageDays` old. */
  async function buyer(ageDays = 400) {
    const email = `risk-${driver}-${(nextBuyer += 1)}@example.com`;
    const { token } = await createCustomer(t.app, email);
    const [row] = await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - ageDays * DAY) })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return { token, id: row!.id };
  }

  /** An earlier order on record, written straight into the table as history. */
  async function pastOrder(
    userId: string,
    phone: string,
    state: 'delivered' | 'returned' | 'refused' | 'placed',
    { totalPoisha = 5_000_000, daysAgo = 10 } = {},
  ) {
    const paid = state === 'delivered' || state === 'returned';
    await t.database.db.insert(orders).values({
      userId,
      email: 'history@example.com',
      // As the checkout keeps it (toBangladeshiMobile).
      phone: `+880${phone.slice(1)}`,
      address: 'Dhaka',
      paymentMethod: 'cod',
      state: state === 'refused' ? 'cancelled' : state,
      subtotalPoisha: totalPoisha,
      totalPoisha,
      createdAt: new Date(Date.now() - daysAgo * DAY),
      ...(paid ? { paidAt: new Date(), tnxId: `COD-HISTORY-${randomUUID()}` } : {}),
      ...(state === 'refused' ? { refusedAt: new Date() } : {}),
    });
  }

  async function checkout(token: string, phone: string, paymentMethod: 'cod' | 'card' = 'cod', quantity = 1) {
    return t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity }],
        address: {
          name: 'Karim Mia',
          phone,
          divisionId: '6',
          districtId: DHAKA_DISTRICT_ID,
          upazilaId: savar[0],
          street: 'Road 4',
        },
        paymentMethod,
      },
      remoteAddress: freshAddress(),
    });
  }

  async function placeCod(token: string, phone: string, quantity = 1) {
    const response = await checkout(token, phone, 'cod', quantity);
    expect(response.statusCode).toBe(201);
    return checkoutResponseSchema.parse(response.json()).orderId;
  }

  const orderAs = async (token: string, id: string) =>
    shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).json(),
    );
  const adminPost = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const setRisk = (threshold: number, action: CodRiskActionId) => setCodRisk(t.app, admin, threshold, action);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    // A cheap part with plenty of stock and no minimum above one, so totals are easy to steer.
    part = catalogue.find((candidate) => candidate.minimumOrder === 1 && candidate.availableQuantity >= 50)!;
    await t.database.db.update(parts).set({ availableQuantity: 10_000 }).where(eq(parts.id, part._id));
  });
  afterAll(() => t.close());

  it('scores a rider with a good record 0, shows the admin why, and never the buyer', async () => {
    const rider = await buyer();
    const phone = freshPhone();
    await pastOrder(rider.id, phone, 'delivered');
    const id = await placeCod(rider.token, phone);
    const seen = await orderAs(admin, id);
    expect(seen.codRisk).toEqual({ score: 0, reasons: [], isHeld: false, releasedAt: null });
    expect(seen.actions).not.toContain('release-hold');
    expect((await orderAs(rider.token, id)).codRisk).toBeNull();
  });

  it('gives each reason its points from the history it reads', async () => {
    // Refused or returned as often as delivered: 50.
    const refuser = await buyer();
    const refuserPhone = freshPhone();
    const someoneElse = await buyer();
    await pastOrder(someoneElse.id, refuserPhone, 'refused');
    await pastOrder(someoneElse.id, refuserPhone, 'returned');
    await pastOrder(someoneElse.id, refuserPhone, 'delivered');
    await pastOrder(refuser.id, refuserPhone, 'delivered');
    const refused = await orderAs(admin, await placeCod(refuser.token, refuserPhone));
    expect(refused.codRisk?.reasons).toEqual([{ id: 'refused-before', points: 50, refused: 2, delivered: 2 }]);
    expect(refused.codRisk?.score).toBe(50);

    // Two orders from the same account in the last day, before this one: 30.
    const hasty = await buyer();
    await pastOrder(hasty.id, freshPhone(), 'placed', { daysAgo: 0 });
    await pastOrder(hasty.id, freshPhone(), 'placed', { daysAgo: 0 });
    const many = await orderAs(admin, await placeCod(hasty.token, freshPhone()));
    expect(many.codRisk?.reasons).toEqual([{ id: 'many-orders', points: 30, orders: 3, hours: 24 }]);

    // Over three times the account's usual delivered order: 20.
    const usual = await buyer();
    await pastOrder(usual.id, freshPhone(), 'delivered', { totalPoisha: 1_000 });
    const large = await orderAs(admin, await placeCod(usual.token, freshPhone()));
    expect(large.total * 100).toBeGreaterThan(3_000);
    expect(large.codRisk?.reasons).toEqual([{ id: 'above-usual', points: 20, usualPoisha: 1_000 }]);

    // A new account: 15.
    const newcomer = await buyer(0);
    const fresh = await orderAs(admin, await placeCod(newcomer.token, freshPhone()));
    expect(fresh.codRisk?.reasons).toEqual([{ id: 'new-account', points: 15, days: 0 }]);
    expect(fresh.codRisk?.isHeld).toBe(false);
  });

  it('holds a risky order for the admin: not packed until released, found by the filter', async () => {
    const rider = await buyer();
    const phone = freshPhone();
    await pastOrder(rider.id, phone, 'refused');
    const id = await placeCod(rider.token, phone);
    const held = await orderAs(admin, id);
    expect(held.codRisk).toMatchObject({ score: 50, isHeld: true, releasedAt: null });
    expect(held.actions).toContain('release-hold');
    expect(held.actions).not.toContain('pack');

    const listed = adminOrderListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders?risk=held', headers: bearer(admin) })).json(),
    );
    expect(listed.items.map((order) => order.id)).toContain(id);
    expect(listed.items.every((order) => order.codRisk?.isHeld)).toBe(true);
    expect(listed.items.find((order) => order.id === id)?.codRisk).toEqual({ score: 50, isHeld: true });

    // Confirm the phone so the order could be packed, were it not held.
    await t.database.db
      .update(orders)
      .set({ state: 'confirmed', phoneConfirmedAt: new Date() })
      .where(eq(orders.id, id));
    const packTooSoon = await adminPost(`/api/admin/orders/${id}/transition`, { to: 'packed' });
    expect(packTooSoon.statusCode).toBe(409);
    expect(packTooSoon.json()).toMatchObject({ success: false, message: orderLifecycleMessages.heldForCheck });

    // The buyer cannot release their own order.
    const byBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/release-hold`,
      headers: bearer(rider.token),
    });
    expect(byBuyer.statusCode).toBe(403);

    const released = await adminPost(`/api/admin/orders/${id}/release-hold`);
    expect(released.statusCode).toBe(200);
    const after = shopOrderSchema.parse(released.json());
    expect(after.codRisk?.isHeld).toBe(false);
    expect(after.codRisk?.releasedAt).not.toBeNull();
    expect(after.actions).toContain('pack');
    const again = await adminPost(`/api/admin/orders/${id}/release-hold`);
    expect(again.json()).toMatchObject({ success: false, message: orderLifecycleMessages.notHeld });
    expect((await adminPost(`/api/admin/orders/${id}/transition`, { to: 'packed' })).statusCode).toBe(200);

    const listedAfter = adminOrderListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders?risk=held', headers: bearer(admin) })).json(),
    );
    expect(listedAfter.items.map((order) => order.id)).not.toContain(id);
  });

  it('asks a risky buyer to pay online when the shop says so, and lets a card order through', async () => {
    await setRisk(10, 'pay-online');
    try {
      const newcomer = await buyer(0);
      const phone = freshPhone();
      const refused = await checkout(newcomer.token, phone);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: checkoutMessages.codRiskPayOnline });
      const count = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.phone, phone));
      expect(count[0]!.n).toBe(0);
      expect((await checkout(newcomer.token, phone, 'card')).statusCode).toBe(201);
    } finally {
      await setRisk(50, 'hold');
    }
  });

  it('records a parcel refused at the door: cancelled, stock back, and the next order scores it', async () => {
    const rider = await buyer();
    const phone = freshPhone();
    const id = await placeCod(rider.token, phone, 2);
    await t.database.db
      .update(orders)
      .set({ state: 'confirmed', phoneConfirmedAt: new Date() })
      .where(eq(orders.id, id));
    expect((await adminPost(`/api/admin/orders/${id}/refused`, {})).json()).toMatchObject({
      success: false,
      message: orderLifecycleMessages.refuseNotAllowed,
    });
    expect((await adminPost(`/api/admin/orders/${id}/transition`, { to: 'packed' })).statusCode).toBe(200);
    const shipped = await adminPost(`/api/admin/orders/${id}/transition`, {
      to: 'shipped',
      courier: 'Sundarban',
      trackingCode: 'SB-1',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shopOrderSchema.parse(shipped.json()).actions).toContain('refuse');
    const stockBefore = (await t.database.db.select().from(parts).where(eq(parts.id, part._id)))[0]!.availableQuantity;

    const refused = await adminPost(`/api/admin/orders/${id}/refused`, {});
    expect(refused.statusCode).toBe(200);
    const order = shopOrderSchema.parse(refused.json());
    expect(order.state).toBe('cancelled');
    expect(order.paid).toBe(false);
    expect(order.events.at(-1)).toMatchObject({
      state: 'cancelled',
      by: 'admin',
      note: orderLifecycleMessages.noteRefused,
    });
    const stockAfter = (await t.database.db.select().from(parts).where(eq(parts.id, part._id)))[0]!.availableQuantity;
    expect(stockAfter).toBe(stockBefore + 2);

    const next = await orderAs(admin, await placeCod(rider.token, phone));
    expect(next.codRisk?.reasons).toEqual([{ id: 'refused-before', points: 50, refused: 1, delivered: 0 }]);
    expect(next.codRisk?.isHeld).toBe(true);
  });
});
