import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutResponseSchema,
  orderLifecycleMessages,
  partListSchema,
  shopOrderSchema,
  type CodRiskActionId,
  type Part,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { startFakePathao } from '@motoforge/tools/fake-pathao';
import { startFakeRedx } from '@motoforge/tools/fake-redx';
import { startFakeSslcommerz } from '@motoforge/tools/fake-sslcommerz';
import { startFakeSteadfast } from '@motoforge/tools/fake-steadfast';
import { buildApp } from '../../app.js';
import { orders, parts, sslcommerzPayments, users } from '../../db/schema.js';
import { releaseExpiredOrders } from '../../services/orders/release-expired-orders.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { setCodRisk } from '../../test/shop-settings.js';
import { createTestApp } from '../../test/test-app.js';
import { drivers, raceDrivers, type DriverKind } from '../../test/test-database.js';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const DAY = 24 * 60 * 60 * 1000;

/** A test app with SSLCommerz and the three API couriers, each on its fake. */
async function advanceShop(driver: DriverKind) {
  const gateway = await startFakeSslcommerz();
  const steadfast = await startFakeSteadfast();
  const pathao = await startFakePathao();
  const redx = await startFakeRedx();
  const t = await createTestApp(driver, {
    env: {
      SSLCOMMERZ_STORE_ID: gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
      SSLCOMMERZ_BASE_URL: gateway.url,
      STEADFAST_API_KEY: steadfast.apiKey,
      STEADFAST_SECRET_KEY: steadfast.secretKey,
      STEADFAST_BASE_URL: steadfast.baseUrl,
      PATHAO_BASE_URL: pathao.baseUrl,
      PATHAO_CLIENT_ID: pathao.clientId,
      PATHAO_CLIENT_SECRET: pathao.clientSecret,
      PATHAO_USERNAME: pathao.username,
      PATHAO_PASSWORD: pathao.password,
      PATHAO_STORE_ID: String(pathao.storeId),
      PATHAO_WEBHOOK_SECRET: pathao.webhookSecret,
      PATHAO_WEBHOOK_INTEGRATION_SECRET: pathao.integrationSecret,
      REDX_BASE_URL: redx.baseUrl,
      REDX_API_TOKEN: redx.token,
      REDX_WEBHOOK_TOKEN: 'redx-callback-token-for-tests',
    },
  });
  const admin = await adminToken(t.app);
  const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  const part: Part = catalogue.find((candidate) => candidate.minimumOrder === 1 && candidate.availableQuantity >= 50)!;
  await t.database.db.update(parts).set({ availableQuantity: 10_000 }).where(eq(parts.id, part._id));
  let nextBuyer = 0;
  let nextPhone = 700;

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const shop = {
    t,
    gateway,
    steadfast,
    pathao,
    redx,
    admin,
    /** The gateway's post, as SSLCommerz makes it. */
    post: (path: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/payments/sslcommerz/${path}`, ...form(fields) }),
    orderAs: async (token: string, id: string) =>
      shopOrderSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).json(),
      ),
    /** POST /api/orders/{id}/cancel as the buyer or the admin. */
    cancelAs: (token: string, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(token), payload: {} }),
    adminPost: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload ? { payload } : {}) }),
    setRisk: (threshold: number, action: CodRiskActionId) => setCodRisk(t.app, admin, threshold, action),
    /**
     * A buyer whose phone's earlier COD parcel was refused at the door (50 points), checking out by
     * cash on delivery (through `app`, this shop's by default): the order, and the SSLCommerz
     * session of its advance.
     */
    async riskyCheckout(app: FastifyInstance = t.app) {
      const email = `advance-${driver}-${(nextBuyer += 1)}@example.com`;
      const { token } = await createCustomer(t.app, email);
      const [account] = await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 400 * DAY) })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      const phone = `0181${String((nextPhone += 1)).padStart(7, '0')}`;
      await t.database.db.insert(orders).values({
        userId: account!.id,
        email,
        phone: `+880${phone.slice(1)}`,
        address: 'Dhaka',
        paymentMethod: 'cod',
        state: 'cancelled',
        subtotalPoisha: 500_000,
        totalPoisha: 500_000,
        createdAt: new Date(Date.now() - 10 * DAY),
        refusedAt: new Date(Date.now() - 9 * DAY),
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: {
          lines: [{ partId: part._id, quantity: 1 }],
          address: {
            name: 'Karim Mia',
            phone,
            divisionId: '6',
            districtId: DHAKA_DISTRICT_ID,
            upazilaId: savar[0],
            street: 'Road 4',
          },
          paymentMethod: 'cod',
        },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(201);
      const placed = checkoutResponseSchema.parse(response.json());
      const sessionKey = placed.next.type === 'redirect' ? placed.next.url.split('/').at(-1)! : '';
      return { token, placed, sessionKey, id: placed.orderId };
    },
    /** The advance paid on the gateway and its IPN posted: the order confirmed. */
    async paidAdvance() {
      const order = await shop.riskyCheckout();
      const paid = await gateway.pay(order.sessionKey);
      await shop.post('ipn', paid!.fields);
      return { ...order, fields: paid!.fields };
    },
    refundsOf: (sessionKey: string) => gateway.sessions().find((session) => session.sessionKey === sessionKey)!.refunds,
    async close() {
      await t.close();
      await Promise.all([gateway.close(), steadfast.close(), pathao.close(), redx.close()]);
    },
  };
  return shop;
}

/**
 * A risky COD order asking its delivery fee in advance (ADR 063, docs/orders.md#cod-risk): placed,
 * confirmed only by its own SSLCommerz payment, the couriers collecting the rest, and the advance
 * refunded once when the order is cancelled.
 */
describe.each(drivers)('the delivery-fee advance of a risky COD order on %s', (driver) => {
  let shop: Awaited<ReturnType<typeof advanceShop>>;

  beforeAll(async () => {
    shop = await advanceShop(driver);
    await shop.setRisk(50, 'advance-delivery-fee');
  });
  beforeEach(() => {
    shop.gateway.reset();
    shop.gateway.control({ ipn: 'skip' });
    shop.steadfast.reset();
    shop.pathao.reset();
    shop.redx.reset();
  });
  afterAll(() => shop.close());

  it('places the order unconfirmed, sends the buyer to pay the delivery fee only, and confirms it once', async () => {
    const { token, placed, sessionKey, id } = await shop.riskyCheckout();
    expect(placed.next).toEqual({ type: 'redirect', url: `${shop.gateway.url}/EasyCheckOut/${sessionKey}` });
    expect(shop.gateway.sessions().at(-1)).toMatchObject({ amount: placed.deliveryFee.toFixed(2) });

    const due = await shop.orderAs(token, id);
    expect(due).toMatchObject({ state: 'placed', paid: false, tnxId: null });
    expect(due.advance).toEqual({
      amount: placed.deliveryFee,
      paidAt: null,
      restInCash: placed.total - placed.deliveryFee,
    });
    expect(due.cashDue).toBe(placed.total);
    expect(due.actions).toEqual(['pay-advance', 'delete', 'cancel']);
    // The advance confirms it, not the phone code.
    const code = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/phone-code`,
      headers: bearer(token),
    });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ success: false, message: orderLifecycleMessages.advanceDue });
    expect((await shop.adminPost(`/api/admin/orders/${id}/transition`, { to: 'packed' })).statusCode).toBe(409);

    const paid = await shop.gateway.pay(sessionKey);
    await shop.post('ipn', paid!.fields);
    await shop.post('ipn', paid!.fields);
    const back = await shop.post('success', paid!.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/dashboard/order/${id}?online=paid`);

    const confirmed = await shop.orderAs(token, id);
    // Confirmed, and still unpaid: `paid` means the whole order, which the cash at the door completes.
    expect(confirmed).toMatchObject({ state: 'confirmed', paid: false, tnxId: null });
    expect(confirmed.advance?.amount).toBe(placed.deliveryFee);
    expect(confirmed.cashDue).toBe(placed.total - placed.deliveryFee);
    expect(confirmed.advance?.paidAt).not.toBeNull();
    expect(confirmed.actions).toEqual(['cancel']);
    const notes = confirmed.events.filter((event) => event.state === 'confirmed').map((event) => event.note);
    expect(notes).toEqual([orderLifecycleMessages.noteAdvancePaid]);
  });

  it('holds the risky order for the admin instead on a process without SSLCommerz', async () => {
    // The setting was saved while SSLCommerz was set up; this process's environment has none.
    const withoutGateway = await buildApp({
      env: { ...shop.t.env, SSLCOMMERZ_STORE_ID: undefined, SSLCOMMERZ_STORE_PASSWORD: undefined },
      database: shop.t.database,
      logger: false,
    });
    try {
      await withoutGateway.ready();
      const { token, placed, id } = await shop.riskyCheckout(withoutGateway);
      expect(placed.next.type).not.toBe('redirect');
      expect(shop.gateway.sessions()).toEqual([]);
      const held = await shop.orderAs(token, id);
      expect(held).toMatchObject({ state: 'placed', advance: null, cashDue: placed.total });
      const [row] = await shop.t.database.db
        .select({ heldAt: orders.heldAt, advancePoisha: orders.advancePoisha })
        .from(orders)
        .where(eq(orders.id, id));
      expect(row?.heldAt).not.toBeNull();
      expect(row?.advancePoisha).toBe(0);
      // Cancelled, so the release of expired orders later in this file finds only its own.
      expect((await shop.cancelAs(token, id)).statusCode).toBe(200);
    } finally {
      await withoutGateway.close();
    }
  });

  it.each(['steadfast', 'pathao', 'redx'] as const)(
    'hands %s the total less the advance to collect, and Cash collected completes the total',
    async (courier) => {
      const { token, placed, id } = await shop.paidAdvance();
      expect((await shop.adminPost(`/api/admin/orders/${id}/transition`, { to: 'packed' })).statusCode).toBe(200);
      const shipped = await shop.adminPost(`/api/admin/orders/${id}/transition`, { to: 'shipped', courier });
      expect(shipped.statusCode).toBe(200);
      const cashDue = placed.total - placed.deliveryFee;
      const collected = {
        steadfast: () => shop.steadfast.consignments().at(-1)!.codAmount,
        pathao: () => shop.pathao.orders().at(-1)!.amountToCollect,
        redx: () => Number(shop.redx.parcels().at(-1)!.cashCollectionAmount),
      }[courier]();
      expect(collected).toBe(Math.round(cashDue));
      const listed = await shop.t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?q=${id}`,
        headers: bearer(shop.admin),
      });
      expect(listed.json().items[0]).toMatchObject({ id, cashDue, total: placed.total });

      const cash = await shop.adminPost(`/api/admin/orders/${id}/cash-collected`);
      expect(cash.statusCode).toBe(200);
      const delivered = await shop.orderAs(token, id);
      expect(delivered).toMatchObject({ state: 'delivered', paid: true, total: placed.total, cashDue: 0 });
      expect(delivered.advance?.amount).toBe(placed.deliveryFee);
    },
  );

  it('refuses a validation for another amount, leaving the advance due', async () => {
    const { token, sessionKey, id } = await shop.riskyCheckout();
    const paid = await shop.gateway.pay(sessionKey);
    shop.gateway.control({ validationAmount: '1.00' });
    await shop.post('ipn', paid!.fields);
    expect(await shop.orderAs(token, id)).toMatchObject({ state: 'placed', advance: { paidAt: null } });
    const seen = await shop.orderAs(shop.admin, id);
    expect(seen.onlinePayment?.status).toBe('invalid');
    expect(seen.onlinePayment?.problem).toMatch(/validated ৳1, not the order's ৳/);
  });

  it("refuses a validation of another order's payment", async () => {
    const { token, sessionKey, id } = await shop.riskyCheckout();
    const paid = await shop.gateway.pay(sessionKey);
    shop.gateway.control({ validationTranId: 'MFsomeoneelse' });
    await shop.post('ipn', paid!.fields);
    expect(await shop.orderAs(token, id)).toMatchObject({ state: 'placed', advance: { paidAt: null } });
  });

  it('refunds the advance through SSLCommerz once when the buyer cancels, and once when the admin does', async () => {
    for (const by of ['buyer', 'admin'] as const) {
      const { token, sessionKey, id, placed } = await shop.paidAdvance();
      const cancel = () => shop.cancelAs(by === 'buyer' ? token : shop.admin, id);
      expect((await cancel()).statusCode).toBe(200);
      expect((await cancel()).statusCode).toBe(409);
      const retry = await shop.adminPost(`/api/admin/orders/${id}/refund`);
      expect(retry.json()).toMatchObject({ success: false, message: orderLifecycleMessages.noRefundWaiting });

      const cancelled = await shop.orderAs(token, id);
      expect(cancelled).toMatchObject({ state: 'cancelled', paid: false, refundStatus: 'refunded' });
      expect(shop.refundsOf(sessionKey)).toEqual([expect.objectContaining({ amount: placed.deliveryFee.toFixed(2) })]);
    }
  });

  it('refunds an advance paid after the order was cancelled when the admin retries, once', async () => {
    const { token, sessionKey, id } = await shop.riskyCheckout();
    expect((await shop.cancelAs(token, id)).statusCode).toBe(200);
    const paid = await shop.gateway.pay(sessionKey);
    await shop.post('ipn', paid!.fields);
    expect(await shop.orderAs(token, id)).toMatchObject({ state: 'cancelled', refundStatus: 'pending' });
    expect((await shop.adminPost(`/api/admin/orders/${id}/refund`)).statusCode).toBe(200);
    expect((await shop.adminPost(`/api/admin/orders/${id}/refund`)).statusCode).toBe(409);
    expect(shop.refundsOf(sessionKey)).toHaveLength(1);
  });

  it('lets an unpaid advance wait as long as an online payment, then releases the order', async () => {
    const { id } = await shop.riskyCheckout();
    const soon = await releaseExpiredOrders(shop.t.database.db, { cancelIntent: async () => null } as never, {
      now: new Date(Date.now() + 60 * 60 * 1000),
    });
    expect(soon.released).toBe(0);
    const later = await releaseExpiredOrders(shop.t.database.db, { cancelIntent: async () => null } as never, {
      now: new Date(Date.now() + 3 * DAY),
    });
    expect(later.released).toBeGreaterThanOrEqual(1);
    expect(await shop.t.database.db.select().from(orders).where(eq(orders.id, id))).toEqual([]);
  });

  it('holds the risky order for the admin instead when the shop says so', async () => {
    await shop.setRisk(50, 'hold');
    const held = await shop.riskyCheckout();
    expect(held.placed.next).toEqual({ type: 'confirm-phone' });
    expect((await shop.orderAs(held.token, held.id)).advance).toBeNull();
    await shop.setRisk(50, 'advance-delivery-fee');
  });

  it('records the SSLCommerz attempt as paying the advance, not the order', async () => {
    const { sessionKey } = await shop.riskyCheckout();
    const [attempt] = await shop.t.database.db
      .select({ purpose: sslcommerzPayments.purpose })
      .from(sslcommerzPayments)
      .where(eq(sslcommerzPayments.sessionKey, sessionKey));
    expect(attempt).toEqual({ purpose: 'advance' });
  });
});

describe.each(raceDrivers)('the advance under races on %s', (driver) => {
  let shop: Awaited<ReturnType<typeof advanceShop>>;

  beforeAll(async () => {
    shop = await advanceShop(driver);
    await shop.setRisk(50, 'advance-delivery-fee');
  });
  beforeEach(() => {
    shop.gateway.reset();
    shop.gateway.control({ ipn: 'skip' });
  });
  afterAll(() => shop.close());

  it('confirms the order once when two IPNs of its advance arrive at once', async () => {
    const { token, sessionKey, id } = await shop.riskyCheckout();
    const paid = await shop.gateway.pay(sessionKey);
    await Promise.all([shop.post('ipn', paid!.fields), shop.post('ipn', paid!.fields)]);
    const order = await shop.orderAs(token, id);
    expect(order.state).toBe('confirmed');
    expect(order.events.filter((event) => event.state === 'confirmed')).toHaveLength(1);
  });

  it('refunds the advance once when the buyer and the admin cancel at once', async () => {
    const { token, sessionKey, id } = await shop.paidAdvance();
    const answers = await Promise.all([shop.cancelAs(token, id), shop.cancelAs(shop.admin, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(shop.refundsOf(sessionKey)).toHaveLength(1);
    const order = await shop.orderAs(token, id);
    expect(order.events.filter((event) => event.state === 'refunded')).toHaveLength(1);
  });
});
