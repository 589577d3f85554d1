import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  checkoutResponseSchema,
  messages,
  orderLifecycleMessages,
  outboxSchema,
  partListSchema,
  shopOrderSchema,
  type Part,
  refusalOf,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { startFakeSslcommerz, type FakeSslcommerz } from '@motoforge/tools/fake-sslcommerz';
import { startFakeSteadfast, type FakeSteadfast } from '@motoforge/tools/fake-steadfast';
import { createSteadfastClient, steadfastCourier } from '../../couriers/steadfast-client.js';
import { parts, testPaymentIntents } from '../../db/schema.js';
import { courierFollower } from '../../services/orders/follow-courier.js';
import { followCourierOrder } from '../../services/orders/follow-courier-order.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { chargeCard, startPayment } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers } from '../../test/test-database.js';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const address = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  divisionId: '6',
  districtId: DHAKA_DISTRICT_ID,
  upazilaId: savar[0],
  street: 'House 12, Road 3',
};

/** The order's life (docs/product.md#orders) through the API, with SSLCommerz and Steadfast on their fakes. */
function lifecycleSuite(driver: 'pglite' | 'postgres') {
  let t: TestApp;
  let gateway: FakeSslcommerz;
  let courier: FakeSteadfast;
  let catalogue: Part[];
  let admin: string;
  let nextBuyer = 0;
  let nextPart = 0;
  let nextPhone = 100;

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const stockOf = async (id: string) =>
    (await t.database.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id)))[0]!.n;
  /** The jobs queued for an order on `queue`, oldest first: in how many minutes each runs, and its state if it has one. */
  const jobsFor = async (queue: string, orderId: string) => {
    const { rows } = (await t.database.db.execute(
      sql`select round(extract(epoch from (start_after - created_on)) / 60)::int as "inMinutes", data->>'state' as state
          from pgboss.job where name = ${queue} and data->>'orderId' = ${orderId} order by created_on`,
    )) as unknown as { rows: { inMinutes: number; state: string | null }[] };
    return rows.map(({ inMinutes, state }) => (state ? { inMinutes, state } : { inMinutes }));
  };
  const orderNow = async (token: string, id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return shopOrderSchema.parse(response.json());
  };
  const transition = (id: string, payload: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/transition`,
      headers: bearer(token),
      payload,
    });
  const cancel = (id: string, token: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: bearer(token),
      payload: reason === undefined ? {} : { reason },
    });
  const retryRefund = (id: string, token = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: bearer(token) });
  // The spec's words, and the code the contract gives them (with the values they were made with).
  const refusal = (message: string) => ({ success: false, message, ...refusalOf(message) });

  async function placeCheckout(paymentMethod: 'cod' | 'card' | 'sslcommerz') {
    const buyer = await createCustomer(t.app, `life-${driver}-${(nextBuyer += 1)}@example.com`);
    const part = catalogue[(nextPart += 1) % catalogue.length]!;
    const phone = `0171${String((nextPhone += 1)).padStart(7, '0')}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity: part.minimumOrder }],
        address: { ...address, phone },
        paymentMethod,
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    return { buyer, part, phone, placed: checkoutResponseSchema.parse(response.json()) };
  }

  /** A cash-on-delivery order whose phone its buyer confirmed with the code in the outbox. */
  async function confirmedCodOrder() {
    const order = await placeCheckout('cod');
    const to = `+880${order.phone.slice(1)}`;
    const outbox = outboxSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/outbox?to=${encodeURIComponent(to)}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    const code = /\b(\d{6})\b/.exec(outbox.items[0]!.text)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.placed.orderId}/phone-code/verify`,
      headers: bearer(order.buyer.token),
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    return { ...order, id: order.placed.orderId };
  }

  /** A card order paid with the test provider's 4242 card. */
  async function paidCardOrder() {
    const order = await placeCheckout('card');
    const id = order.placed.orderId;
    const intent = await startPayment(t.app, order.buyer.token, id);
    expect((await chargeCard(t.app, intent.clientSecret)).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${id}`,
      headers: bearer(order.buyer.token),
      payload: { orderId: id, tnxId: intent.paymentIntentId, status: false },
    });
    expect(paid.statusCode).toBe(200);
    return { ...order, id, intentId: intent.paymentIntentId };
  }

  /** An order paid through SSLCommerz's hosted page, confirmed by its validated IPN. */
  async function paidOnlineOrder() {
    const order = await placeCheckout('sslcommerz');
    const sessionKey = order.placed.next.type === 'redirect' ? order.placed.next.url.split('/').at(-1)! : '';
    const paid = await gateway.pay(sessionKey);
    await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', ...form(paid!.fields) });
    expect((await orderNow(order.buyer.token, order.placed.orderId)).paid).toBe(true);
    return { ...order, id: order.placed.orderId };
  }

  beforeAll(async () => {
    gateway = await startFakeSslcommerz();
    courier = await startFakeSteadfast();
    t = await createTestApp(driver, {
      env: {
        SSLCOMMERZ_STORE_ID: gateway.storeId,
        SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
        SSLCOMMERZ_BASE_URL: gateway.url,
        STEADFAST_API_KEY: courier.apiKey,
        STEADFAST_SECRET_KEY: courier.secretKey,
        STEADFAST_BASE_URL: courier.baseUrl,
      },
    });
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    admin = await adminToken(t.app);
  });
  beforeEach(() => {
    gateway.reset();
    gateway.control({ ipn: 'skip' });
    courier.reset();
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
    await courier.close();
  });

  it('takes a COD order from placed to returned, refusing every step out of turn', async () => {
    const { buyer, part, id } = await confirmedCodOrder();
    const stockBefore = await stockOf(part._id);
    let order = await orderNow(buyer.token, id);
    expect(order.state).toBe('confirmed');
    expect(order.events.map((event) => [event.state, event.by])).toEqual([
      ['placed', 'buyer'],
      ['confirmed', 'buyer'],
    ]);
    expect(order.actions).toEqual(['cancel']);
    expect((await orderNow(admin, id)).actions).toEqual(['pack', 'cancel']);

    // Out of turn from confirmed: ship, deliver, return.
    expect((await transition(id, { to: 'shipped', courier: 'Sundarban', trackingCode: 'P-1' })).json()).toEqual(
      refusal(orderLifecycleMessages.shipNotAllowed),
    );
    // Delivering a cash-on-delivery order is collecting its cash, at the door only.
    expect((await transition(id, { to: 'delivered' })).json()).toEqual(refusal(checkoutMessages.cashNotCollectable));
    const early = await transition(id, { to: 'returned' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal(orderLifecycleMessages.returnNotAllowed));

    const packed = await transition(id, { to: 'packed', note: 'Boxed' });
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({
      state: 'packed',
      actions: ['ship-steadfast', 'ship', 'cancel'],
    });
    expect((await transition(id, { to: 'packed' })).json()).toEqual(refusal(orderLifecycleMessages.packNotAllowed));
    // The buyer may not cancel a packed order.
    const late = await cancel(id, buyer.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refusal(orderLifecycleMessages.buyerCancelTooLate));
    expect((await orderNow(buyer.token, id)).actions).toEqual([]);

    // Another courier: its name and tracking code, both required.
    const noCode = await transition(id, { to: 'shipped', courier: 'Sundarban' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0].message).toBe(orderLifecycleMessages.trackingCodeRequired);
    const shipped = await transition(id, { to: 'shipped', courier: 'Sundarban', trackingCode: 'PTH-778' });
    expect(shipped.json()).toMatchObject({
      state: 'shipped',
      courier: 'Sundarban',
      trackingCode: 'PTH-778',
      trackingUrl: null,
      paid: false,
    });
    // The spec's booking: shipping (status true), not paid yet.
    const bookings = (
      await t.app.inject({ method: 'GET', url: `/api/booking?user=${buyer.user.email}`, headers: bearer(buyer.token) })
    ).json();
    expect(bookings).toMatchObject([{ status: true, paid: false }]);
    expect((await cancel(id, admin)).json()).toEqual(refusal(orderLifecycleMessages.adminCancelTooLate));

    const delivered = await transition(id, { to: 'delivered' });
    expect(delivered.json()).toMatchObject({ state: 'delivered', paid: true, actions: ['return'] });
    expect(delivered.json().tnxId).toBe(`COD-${delivered.json().number}`);
    expect((await transition(id, { to: 'delivered' })).json()).toEqual(refusal(checkoutMessages.cashNotCollectable));

    const returned = await transition(id, { to: 'returned', note: 'Wrong size' });
    expect(returned.statusCode).toBe(200);
    order = shopOrderSchema.parse(returned.json());
    expect(order).toMatchObject({ state: 'returned', refundStatus: 'refunded', actions: [] });
    expect(order.events.map((event) => [event.state, event.by, event.note])).toEqual([
      ['placed', 'buyer', null],
      ['confirmed', 'buyer', 'Phone confirmed'],
      ['packed', 'admin', 'Boxed'],
      ['shipped', 'admin', null],
      ['delivered', 'admin', 'Cash collected'],
      ['returned', 'admin', 'Wrong size'],
      ['refunded', 'admin', 'Cash handed back by the shop'],
    ]);
    expect(await stockOf(part._id)).toBe(stockBefore + part.minimumOrder);
    expect((await transition(id, { to: 'returned' })).json()).toEqual(refusal(orderLifecycleMessages.returnNotAllowed));
  });

  it('lets the buyer cancel a confirmed order with a reason: stock back, and the part can be ordered again', async () => {
    const { buyer, part, id, phone } = await confirmedCodOrder();
    const stockBefore = await stockOf(part._id);
    const stranger = await createCustomer(t.app, `stranger-${driver}@example.com`);
    expect((await cancel(id, stranger.token)).statusCode).toBe(404);
    expect((await transition(id, { to: 'packed' }, buyer.token)).statusCode).toBe(403);

    const cancelled = await cancel(id, buyer.token, 'Ordered the wrong bike’s chain');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refundStatus: null, actions: [] });
    expect(cancelled.json().events.at(-1)).toMatchObject({
      state: 'cancelled',
      by: 'buyer',
      note: 'Ordered the wrong bike’s chain',
    });
    expect(await stockOf(part._id)).toBe(stockBefore + part.minimumOrder);
    expect((await cancel(id, buyer.token)).json()).toEqual(refusal(orderLifecycleMessages.buyerCancelTooLate));
    expect((await transition(id, { to: 'packed' })).json()).toEqual(refusal(orderLifecycleMessages.packNotAllowed));

    // A cancelled order is not an unpaid order of that part any more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity: part.minimumOrder }],
        address: { ...address, phone },
        paymentMethod: 'cod',
      },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(201);
  });

  it('cancels an unpaid card order: its payment intent cannot be paid afterwards', async () => {
    const { buyer, id } = await placeCheckout('card').then((order) => ({ ...order, id: order.placed.orderId }));
    const intent = await startPayment(t.app, buyer.token, id);
    expect((await cancel(id, buyer.token)).json()).toMatchObject({
      state: 'cancelled',
      paid: false,
      refundStatus: null,
    });
    expect((await chargeCard(t.app, intent.clientSecret)).statusCode).not.toBe(200);
    const payAgain = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(buyer.token),
      payload: { orderId: id },
    });
    expect(payAgain.json()).toEqual(refusal(orderLifecycleMessages.orderCancelled));
  });

  it('refunds a paid card order the admin cancels while packed, through the test provider', async () => {
    const { buyer, part, id, intentId } = await paidCardOrder();
    expect((await transition(id, { to: 'packed' })).statusCode).toBe(200);
    const stockBefore = await stockOf(part._id);
    const cancelled = await cancel(id, admin, 'Out of stock at the warehouse');
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', paid: true, refundStatus: 'refunded', actions: [] });
    const seen = await orderNow(buyer.token, id);
    expect(seen.events.slice(-2).map((event) => [event.state, event.by])).toEqual([
      ['cancelled', 'admin'],
      ['refunded', 'admin'],
    ]);
    expect(await stockOf(part._id)).toBe(stockBefore + part.minimumOrder);
    const [intent] = await t.database.db
      .select({ refundedAt: testPaymentIntents.refundedAt })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    expect(intent!.refundedAt).toBeInstanceOf(Date);
    expect((await retryRefund(id)).json()).toEqual(refusal(orderLifecycleMessages.noRefundWaiting));
  });

  it('ships a paid order with the spec’s Approve Order, recorded on its timeline', async () => {
    const { buyer, id, intentId } = await paidCardOrder();
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/status/${intentId}`,
      headers: bearer(admin),
      payload: { status: true },
    });
    expect(approved.json()).toEqual({ modifiedCount: 1 });
    const order = await orderNow(buyer.token, id);
    expect(order).toMatchObject({ state: 'shipped' });
    expect(order.events.at(-1)).toMatchObject({ state: 'shipped', by: 'admin', note: 'Approved for shipping' });
    expect((await cancel(id, buyer.token)).statusCode).toBe(409);
  });

  it('keeps a refund SSLCommerz refuses waiting, visible to the admin, until a retry goes through', async () => {
    const { buyer, id } = await paidOnlineOrder();
    gateway.control({ refunds: 'refuse' });
    const cancelled = await cancel(id, buyer.token, 'Found it cheaper');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', paid: true, refundStatus: 'failed' });
    const forAdmin = await orderNow(admin, id);
    expect(forAdmin.actions).toEqual(['retry-refund']);
    expect(forAdmin.refundProblem).toMatch(/refused/i);
    expect(forAdmin.events.at(-1)).toMatchObject({ state: 'refund-failed', by: 'buyer' });

    const refused = await retryRefund(id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual(refusal(orderLifecycleMessages.refundRefused));
    expect((await retryRefund(id, buyer.token)).statusCode).toBe(403);

    gateway.control({ refunds: 'accept' });
    const retried = await retryRefund(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'cancelled', refundStatus: 'refunded', refundProblem: null });
    expect(retried.json().events.at(-1)).toMatchObject({ state: 'refunded', by: 'admin' });
    // SSLCommerz got our refund_trans_id (required since 2025-02-24), and refunded once.
    const [refund, ...more] = gateway.sessions().flatMap((session) => session.refunds);
    expect(more).toEqual([]);
    expect(refund!.refundTransId).toMatch(/^RF[0-9a-f]{28}$/);
  });

  it('hands a packed order to Steadfast, waits out an outage, and follows it to delivered', async () => {
    const { buyer, id, placed } = await confirmedCodOrder();
    await transition(id, { to: 'packed' });
    courier.control({ down: 'http-503' });
    const down = await transition(id, { to: 'shipped', courier: 'steadfast' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(refusal(orderLifecycleMessages.courierUnavailable('Steadfast')));
    expect((await orderNow(admin, id)).state).toBe('packed');
    expect(courier.consignments()).toEqual([]);

    courier.control({ down: false });
    const shipped = await transition(id, { to: 'shipped', courier: 'steadfast' });
    expect(shipped.statusCode).toBe(200);
    const [consignment] = courier.consignments();
    expect(consignment).toMatchObject({ invoice: id, codAmount: placed.total });
    expect(shipped.json()).toMatchObject({
      state: 'shipped',
      courier: 'steadfast',
      trackingCode: consignment!.trackingCode,
      trackingUrl: `https://steadfast.com.bd/t/${consignment!.trackingCode}`,
    });

    const couriers = new Map([
      [
        'steadfast' as const,
        steadfastCourier(
          createSteadfastClient({ apiKey: courier.apiKey, secretKey: courier.secretKey, baseUrl: courier.baseUrl }),
        ),
      ],
    ]);
    // Shipping queued a look at Steadfast for later, and the buyer's "shipped" message.
    expect(await jobsFor('follow-courier-status', id)).toEqual([{ inMinutes: 30 }]);
    expect(await jobsFor('notify-order-event', id)).toContainEqual({ inMinutes: 0, state: 'shipped' });
    expect(await followCourierOrder(t.database.db, couriers, id)).toMatchObject({
      isFollowed: true,
      status: 'in_review',
      state: 'shipped',
      isFinal: false,
    });
    // The job's work: still on its way, so another look is queued.
    await courierFollower(couriers)(t.database.db, { orderId: id });
    expect(await jobsFor('follow-courier-status', id)).toEqual([{ inMinutes: 30 }, { inMinutes: 30 }]);
    courier.setStatus(consignment!.consignmentId, 'delivered');
    expect(await followCourierOrder(t.database.db, couriers, id)).toMatchObject({
      isFollowed: true,
      state: 'delivered',
      isFinal: true,
    });
    const order = await orderNow(buyer.token, id);
    expect(order).toMatchObject({ state: 'delivered', paid: true });
    expect(order.events.at(-1)).toMatchObject({ state: 'delivered', by: 'system', note: 'Steadfast: delivered' });
    expect(await followCourierOrder(t.database.db, couriers, id)).toEqual({ isFollowed: false });
    expect(await jobsFor('notify-order-event', id)).toContainEqual({ inMinutes: 0, state: 'delivered' });
    // Delivered: nothing more to follow.
    await courierFollower(couriers)(t.database.db, { orderId: id });
    expect(await jobsFor('follow-courier-status', id)).toHaveLength(2);
  });

  it('ships with the code from Steadfast’s portal when Steadfast already has the parcel', async () => {
    const { id } = await confirmedCodOrder();
    await transition(id, { to: 'packed' });
    // A create_order whose answer was lost: Steadfast made the parcel, we never heard.
    const client = createSteadfastClient({
      apiKey: courier.apiKey,
      secretKey: courier.secretKey,
      baseUrl: courier.baseUrl,
    });
    const lost = await client.createConsignment({
      invoice: id,
      recipientName: 'Rahim Uddin',
      recipientPhone: '+8801712345678',
      recipientAddress: 'Savar, Dhaka',
      codAmountPoisha: 1000,
    });
    const duplicate = await transition(id, { to: 'shipped', courier: 'steadfast' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual(refusal(orderLifecycleMessages.steadfastAlreadyHasIt));
    expect((await orderNow(admin, id)).state).toBe('packed');
    const typed = await transition(id, { to: 'shipped', courier: 'steadfast', trackingCode: lost.trackingCode });
    expect(typed.json()).toMatchObject({ state: 'shipped', courier: 'steadfast', trackingCode: lost.trackingCode });
    expect(courier.consignments()).toHaveLength(1);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await transition(randomUUID(), { to: 'packed' })).json()).toEqual(refusal(messages.orderNotFound));
    expect((await cancel('not-an-id', admin)).statusCode).toBe(404);
  });

  it('keeps Cash collected in the machine: once, and for COD only', async () => {
    const { id } = await confirmedCodOrder();
    const collect = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cash-collected`, headers: bearer(admin) });
    // Not before the parcel is at the door.
    expect((await collect()).json()).toEqual(refusal(checkoutMessages.cashNotCollectable));
    await transition(id, { to: 'packed' });
    expect((await collect()).json()).toEqual(refusal(checkoutMessages.cashNotCollectable));
    await transition(id, { to: 'shipped', courier: 'Sundarban', trackingCode: 'PTH-779' });
    expect((await orderNow(admin, id)).actions).toEqual(['collect-cash', 'refuse']);
    expect((await collect()).json()).toMatchObject({ state: 'delivered', paid: true, actions: ['return'] });
    expect((await collect()).json()).toEqual(refusal(checkoutMessages.cashNotCollectable));
    const order = await orderNow(admin, id);
    expect(order.events.at(-1)).toMatchObject({ state: 'delivered', by: 'admin', note: 'Cash collected' });
  });
}

describe.each(drivers)('the order lifecycle on %s', (driver) => lifecycleSuite(driver));

describe.each(raceDrivers)('two admins at once on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it('lets exactly one of ship and cancel win, and answers the other 409', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 6; round++) {
      const buyer = await createCustomer(t.app, `race-${round}@example.com`);
      const part = catalogue[round + 1]!;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
        payload: {
          lines: [{ partId: part._id, quantity: part.minimumOrder }],
          address: { ...address, phone: `0181${String(round).padStart(7, '0')}` },
          paymentMethod: 'cod',
        },
        remoteAddress: freshAddress(),
      });
      const id = placed.json().orderId as string;
      // Confirm and pack it as the admin's counter would: Cash collected is not wanted here.
      await t.database.db.execute(`update orders set state = 'confirmed' where id = '${id}'`);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${id}/transition`,
            headers: bearer(admin),
            payload: { to: 'packed' },
          })
        ).statusCode,
      ).toBe(200);
      const stockPacked = (await t.database.db.select().from(parts).where(eq(parts.id, part._id)))[0]!
        .availableQuantity;
      const [ship, cancelled] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/transition`,
          headers: bearer(admin),
          payload: { to: 'shipped', courier: 'Sundarban', trackingCode: `R-${round}` },
        }),
        t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(admin), payload: {} }),
      ]);
      expect([ship.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const loser = ship.statusCode === 409 ? ship : cancelled;
      expect(loser.json().message).toBe(
        ship.statusCode === 409 ? orderLifecycleMessages.shipNotAllowed : orderLifecycleMessages.adminCancelTooLate,
      );
      const order = shopOrderSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin) })).json(),
      );
      const winner = ship.statusCode === 200 ? 'shipped' : 'cancelled';
      winners.push(winner);
      expect(order.state).toBe(winner);
      expect(order.events.filter((event) => ['shipped', 'cancelled'].includes(event.state))).toHaveLength(1);
      const stockNow = (await t.database.db.select().from(parts).where(eq(parts.id, part._id)))[0]!.availableQuantity;
      expect(stockNow).toBe(winner === 'cancelled' ? stockPacked + part.minimumOrder : stockPacked);
    }
    expect(winners).toHaveLength(6);
  });
});
