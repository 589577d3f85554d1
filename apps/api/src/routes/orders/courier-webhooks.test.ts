import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  courierQuotesSchema,
  orderLifecycleMessages,
  partListSchema,
  shopOrderSchema,
  type Part,
} from '@motoforge/contract';
import { startFakePathao, type FakePathao } from '@motoforge/tools/fake-pathao';
import { startFakeRedx, type FakeRedx } from '@motoforge/tools/fake-redx';
import type { Couriers } from '../../couriers/courier.js';
import { createPathaoClient, pathaoCourier } from '../../couriers/pathao-client.js';
import { createRedxClient, redxCourier } from '../../couriers/redx-client.js';
import { orders } from '../../db/schema.js';
import { followCourierOrder } from '../../services/orders/follow-courier-order.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { dhakaAddress } from '../../test/delivery-addresses.js';
import { placeOrder } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const REDX_WEBHOOK_TOKEN = 'redx-callback-token-for-tests';

/**
 * Pathao and RedX behind the courier interface (docs/orders.md#couriers), each on its fake: a
 * packed order handed over, its status by poll and by verified webhook (a forged one refused),
 * and the courier down leaving the order packed.
 */
describe.each(drivers)('couriers on their fakes, on %s', (driver) => {
  let t: TestApp;
  let pathao: FakePathao;
  let redx: FakeRedx;
  let admin: string;
  let buyers = 0;
  let part: Part;
  /** The shop's own address, for the fakes' webhooks: the app listens on a free port. */
  let shopUrl: string;

  const orderNow = async (id: string) =>
    shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin) })).json(),
    );
  const ship = (id: string, courier: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/transition`,
      headers: bearer(admin),
      payload: { to: 'shipped', courier },
    });

  /** A packed cash-on-delivery order to Savar, Dhaka, as after the phone code and Mark packed. */
  async function packedOrder() {
    // A buyer of their own each: an account may keep only a few orders unpaid.
    const buyer = await createCustomer(t.app, `couriers-${driver}-${(buyers += 1)}@example.com`);
    const id = await placeOrder(t.app, buyer.token, part);
    await t.database.db
      .update(orders)
      .set({
        paymentMethod: 'cod',
        state: 'packed',
        deliveryName: dhakaAddress.name,
        districtId: dhakaAddress.districtId,
        upazilaId: dhakaAddress.upazilaId,
        address: 'House 12, Road 3, Savar, Dhaka',
      })
      .where(eq(orders.id, id));
    return id;
  }

  beforeAll(async () => {
    pathao = await startFakePathao();
    redx = await startFakeRedx();
    t = await createTestApp(driver, {
      env: {
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
        REDX_WEBHOOK_TOKEN,
      },
    });
    shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await adminToken(t.app);
    [part] = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json()) as [Part];
  });
  beforeEach(() => {
    pathao.reset();
    pathao.setWebhookUrl(`${shopUrl}/api/webhooks/pathao`);
    redx.reset();
    redx.setCallbackUrl(`${shopUrl}/api/webhooks/redx?token=${REDX_WEBHOOK_TOKEN}`);
  });
  afterAll(async () => {
    await t.close();
    await pathao.close();
    await redx.close();
  });

  it('offers each courier set up, with the delivery charge its API quotes for the address', async () => {
    const id = await packedOrder();
    expect((await orderNow(id)).actions).toEqual(['ship-pathao', 'ship-redx', 'ship', 'cancel']);
    const quotes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/courier-quotes`,
      headers: bearer(admin),
    });
    expect(quotes.statusCode).toBe(200);
    const { total } = await orderNow(id);
    // Pathao's price plan for Dhaka city, Savar zone; RedX's charge for its Savar area with 1% COD.
    expect(courierQuotesSchema.parse(quotes.json())).toEqual({
      quotes: [
        { courier: 'pathao', deliveryCharge: 60 },
        { courier: 'redx', deliveryCharge: 100 + Math.round(Math.round(total) * 0.01) },
      ],
    });
    const buyer = await createCustomer(t.app, `couriers-${driver}-quotes@example.com`);
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/courier-quotes`,
      headers: bearer(buyer.token),
    });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('hands a packed order to Pathao and follows it by its signed webhook, refusing a forged one', async () => {
    const id = await packedOrder();
    const shipped = await ship(id, 'pathao');
    expect(shipped.statusCode).toBe(200);
    const [made] = pathao.orders();
    const order = await orderNow(id);
    expect(made).toMatchObject({ merchantOrderId: order.number, amountToCollect: Math.round(order.total) });
    expect(order).toMatchObject({ state: 'shipped', courier: 'pathao', trackingCode: made!.consignmentId });

    // Pathao's registration check: answered 202 with the integration secret.
    expect(await pathao.sendWebhook({ event: 'webhook_integration' })).toMatchObject({ isAccepted: true });
    const forged = await pathao.sendWebhook(
      { event: 'order.delivered', consignment_id: made!.consignmentId },
      'not-the-shared-secret',
    );
    expect(forged).toMatchObject({ httpStatus: 401, isAccepted: false });
    expect((await orderNow(id)).state).toBe('shipped');

    expect((await pathao.setStatus(made!.consignmentId, 'In_Transit'))?.delivery?.isAccepted).toBe(true);
    expect((await orderNow(id)).state).toBe('shipped');
    expect((await pathao.setStatus(made!.consignmentId, 'Delivered'))?.delivery?.isAccepted).toBe(true);
    const delivered = await orderNow(id);
    expect(delivered).toMatchObject({ state: 'delivered', paid: true });
    expect(delivered.events.at(-1)).toMatchObject({ state: 'delivered', by: 'system', note: 'Pathao: Delivered' });
  });

  it('follows a Pathao parcel by polling where no webhook is set up, renewing its token with the refresh token', async () => {
    const id = await packedOrder();
    pathao.setWebhookUrl(null);
    expect((await ship(id, 'pathao')).statusCode).toBe(200);
    const [made] = pathao.orders();
    const polled: Couriers = new Map([
      [
        'pathao',
        pathaoCourier(
          createPathaoClient({
            baseUrl: pathao.baseUrl,
            clientId: pathao.clientId,
            clientSecret: pathao.clientSecret,
            username: pathao.username,
            password: pathao.password,
            storeId: pathao.storeId,
          }),
          { hasWebhook: false },
        ),
      ],
    ]);
    expect(await followCourierOrder(t.database.db, polled, id)).toMatchObject({ status: 'Pending', isFinal: false });
    pathao.expireAccessTokens();
    await pathao.setStatus(made!.consignmentId, 'Delivered');
    expect(await followCourierOrder(t.database.db, polled, id)).toMatchObject({ state: 'delivered', isFinal: true });
    expect(pathao.tokensIssued()).toEqual(['password', 'password', 'refresh_token']);
    // A Pathao with its webhook set up (as the shop's is): the polling job leaves its parcels alone.
    const other = await packedOrder();
    await ship(other, 'pathao');
    const byWebhook: Couriers = new Map([['pathao', { ...polled.get('pathao')!, hasWebhook: true }]]);
    expect(await followCourierOrder(t.database.db, byWebhook, other)).toEqual({ isFollowed: false });
  });

  it('hands a packed order to RedX in its area, follows it by polling and by its Callback URL, refusing a wrong token', async () => {
    const id = await packedOrder();
    expect((await ship(id, 'redx')).statusCode).toBe(200);
    const [parcel] = redx.parcels();
    const order = await orderNow(id);
    expect(parcel).toMatchObject({
      invoice: order.number,
      deliveryAreaId: 13,
      deliveryArea: 'Savar',
      cashCollectionAmount: Math.round(order.total),
      customerPhone: '01711000000',
    });
    expect(order).toMatchObject({
      state: 'shipped',
      courier: 'redx',
      trackingCode: parcel!.trackingId,
      trackingUrl: `https://redx.com.bd/track-parcel/?trackingId=${parcel!.trackingId}`,
    });

    const polled: Couriers = new Map([
      ['redx', redxCourier(createRedxClient({ baseUrl: redx.baseUrl, token: redx.token }), { hasWebhook: false })],
    ]);
    await redx.setStatus(parcel!.trackingId, 'delivery-in-progress');
    expect(await followCourierOrder(t.database.db, polled, id)).toMatchObject({
      status: 'delivery-in-progress',
      state: 'shipped',
      isFinal: false,
    });

    redx.setCallbackUrl(`${shopUrl}/api/webhooks/redx?token=forged-token-of-the-right-size`);
    expect((await redx.setStatus(parcel!.trackingId, 'delivered'))?.delivery).toEqual({
      status: 'delivered',
      httpStatus: 401,
    });
    expect((await orderNow(id)).state).toBe('shipped');
    redx.setCallbackUrl(`${shopUrl}/api/webhooks/redx?token=${REDX_WEBHOOK_TOKEN}`);
    expect((await redx.setStatus(parcel!.trackingId, 'delivered'))?.delivery?.httpStatus).toBe(200);
    const delivered = await orderNow(id);
    expect(delivered).toMatchObject({ state: 'delivered', paid: true });
    expect(delivered.events.at(-1)).toMatchObject({ by: 'system', note: 'RedX: delivered' });
  });

  it.each([
    ['pathao', 'Pathao'],
    ['redx', 'RedX'],
  ] as const)('keeps the order packed, with the reason, while %s is down', async (courier, name) => {
    const id = await packedOrder();
    pathao.setDown('http-503');
    redx.setDown('connection-reset');
    const down = await ship(id, courier);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, message: orderLifecycleMessages.courierUnavailable(name) });
    expect((await orderNow(id)).state).toBe('packed');
    expect([...pathao.orders(), ...redx.parcels()]).toEqual([]);
    // No price while it is down: the choice is still offered.
    const quotes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/courier-quotes`,
      headers: bearer(admin),
    });
    expect(courierQuotesSchema.parse(quotes.json()).quotes.find((quote) => quote.courier === courier)).toEqual({
      courier,
      deliveryCharge: null,
    });
    pathao.setDown(false);
    redx.setDown(false);
    expect((await ship(id, courier)).statusCode).toBe(200);
    expect((await orderNow(id)).state).toBe('shipped');
  });

  it('refuses to hand a parcel one courier already has to another', async () => {
    const id = await packedOrder();
    await t.database.db
      .update(orders)
      .set({ courier: 'pathao', courierConsignmentId: 'DL0000000001', trackingCode: 'DL0000000001' })
      .where(eq(orders.id, id));
    const other = await ship(id, 'redx');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(orderLifecycleMessages.courierHasParcel('Pathao'));
  });
});
