import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  checkoutResponseSchema,
  partListSchema,
  shopOrderSchema,
  type Part,
} from '@motoforge/contract';
import { startFakeSslcommerz, type FakeSslcommerz } from '@motoforge/tools/fake-sslcommerz';
import { orders, parts } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';
import { releaseExpiredOrders } from '../../services/orders/release-expired-orders.js';

const address = {
  name: 'Karim',
  phone: '01712345678',
  divisionId: '6',
  districtId: '47',
  upazilaId: '365',
  street: 'House 7, Road 2',
};

/**
 * SSLCommerz end to end against the fake gateway: the real client, the gateway's signed posts,
 * and its validation API. The app is driven with inject, so the fake's own IPN cannot reach it
 * ('skip'): each test posts the gateway's fields itself, as the gateway would.
 */
describe.each(drivers)('SSLCommerz on %s', (driver) => {
  let gateway: FakeSslcommerz;
  let t: TestApp;
  let catalogue: Part[];
  let nextPart = 0;
  let nextBuyer = 0;

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const post = (path: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/payments/sslcommerz/${path}`, ...form(fields) });

  /** A buyer's order paid online: placed, and its hosted page's session key. */
  async function checkoutOnline() {
    const buyer = await createCustomer(t.app, `online-${(nextBuyer += 1)}@example.com`);
    const part = catalogue[(nextPart += 1) % catalogue.length]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: { lines: [{ partId: part._id, quantity: part.minimumOrder }], address, paymentMethod: 'sslcommerz' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    const placed = checkoutResponseSchema.parse(response.json());
    const sessionKey = placed.next.type === 'redirect' ? placed.next.url.split('/').at(-1)! : '';
    return { buyer, part, placed, sessionKey };
  }
  const orderNow = async (token: string, id: string) =>
    shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).json(),
    );

  beforeAll(async () => {
    gateway = await startFakeSslcommerz();
    t = await createTestApp(driver, {
      env: {
        SSLCOMMERZ_STORE_ID: gateway.storeId,
        SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
        SSLCOMMERZ_BASE_URL: gateway.url,
      },
    });
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  beforeEach(() => {
    gateway.reset();
    gateway.control({ ipn: 'skip' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('offers SSLCommerz, sends the buyer to the hosted page, and is paid once by the validated IPN', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.checkout.paymentMethods).toEqual(['cod', 'sslcommerz', 'card']);

    const { buyer, part, placed, sessionKey } = await checkoutOnline();
    expect(placed.next).toEqual({ type: 'redirect', url: `${gateway.url}/EasyCheckOut/${sessionKey}` });
    const [session] = gateway.sessions();
    expect(session).toMatchObject({ amount: (part.price * part.minimumOrder + 70).toFixed(2) });
    const paid = await gateway.pay(sessionKey);

    expect((await post('ipn', paid!.fields)).json()).toEqual({ received: true });
    const order = await orderNow(buyer.token, placed.orderId);
    expect(order).toMatchObject({ paid: true, state: 'confirmed', tnxId: paid!.fields.bank_tran_id });
    expect(order.onlinePayment).toEqual({ status: 'paid', problem: null });
    const [first] = await t.database.db
      .select({ paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, placed.orderId));

    // The IPN again, and the buyer's return: nothing changes, and the buyer lands on the payment page.
    await post('ipn', paid!.fields);
    const back = await post('success', paid!.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/dashboard/payment/${placed.orderId}?online=paid`);
    const [again] = await t.database.db
      .select({ paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(again!.paidAt).toEqual(first!.paidAt);
  });

  it.each([
    [
      'the validation API says INVALID',
      { validation: 'invalid' as const },
      /validation API answered INVALID_TRANSACTION/,
    ],
    ['the validated amount differs', { validationAmount: '1.00' }, /validated ৳1, not the order's ৳/],
    [
      'the validated payment is another order’s',
      { validationTranId: 'MFsomeoneelse' },
      /another payment \(tran_id MFsomeoneelse\)/,
    ],
  ])('leaves the order unpaid when %s, and tells the admin why', async (_label, control, problem) => {
    const { buyer, placed, sessionKey } = await checkoutOnline();
    const paid = await gateway.pay(sessionKey);
    gateway.control(control);
    await post('ipn', paid!.fields);
    const back = await post('success', paid!.fields);
    expect(back.headers.location).toBe(`/dashboard/payment/${placed.orderId}?online=unconfirmed`);
    expect(await orderNow(buyer.token, placed.orderId)).toMatchObject({ paid: false, state: 'placed' });
    const seen = await orderNow(await adminToken(t.app), placed.orderId);
    expect(seen.onlinePayment?.status).toBe('invalid');
    expect(seen.onlinePayment?.problem).toMatch(problem);
  });

  it('ignores an IPN whose signature is wrong, without asking the gateway', async () => {
    const { buyer, placed, sessionKey } = await checkoutOnline();
    const paid = await gateway.pay(sessionKey);
    const asked = gateway.requests().length;
    await post('ipn', { ...paid!.fields, amount: '1.00' });
    await post('ipn', { ...paid!.fields, verify_sign: '0'.repeat(32) });
    expect(gateway.requests()).toHaveLength(asked);
    expect((await orderNow(buyer.token, placed.orderId)).paid).toBe(false);
  });

  it('holds a risky payment for the admin, who accepts one and refuses (refunds) another', async () => {
    const admin = await adminToken(t.app);
    const review = (id: string, accept: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/sslcommerz-review`,
        headers: bearer(admin),
        payload: { accept },
      });
    for (const accept of [true, false]) {
      const { buyer, placed, sessionKey } = await checkoutOnline();
      gateway.control({ nextPaymentRisky: true });
      await post('ipn', (await gateway.pay(sessionKey))!.fields);
      const held = await orderNow(buyer.token, placed.orderId);
      expect(held).toMatchObject({ paid: false, onlinePayment: { status: 'held' } });
      // Held for the admin, the order is not released when its hold of unpaid orders ends.
      await releaseExpiredOrders(t.database.db, { cancelIntent: async () => null } as never, {
        now: new Date(Date.now() + 48 * 3_600_000),
      });
      expect((await orderNow(buyer.token, placed.orderId)).onlinePayment?.status).toBe('held');
      const reviewed = await review(placed.orderId, accept);
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json()).toMatchObject({ paid: accept, onlinePayment: { status: accept ? 'paid' : 'refused' } });
      if (!accept) expect(gateway.sessions().at(-1)!.refunds).toHaveLength(1);
    }
    const notHeld = await review(randomUUID(), true);
    expect(notHeld.json()).toMatchObject({ success: false, message: checkoutMessages.paymentNotHeld });
  });

  it('places the order when the gateway is down, holds its stock, and lets it be paid later', async () => {
    gateway.control({ down: 'http-503' });
    const { buyer, part, placed } = await checkoutOnline();
    expect(placed.next).toEqual({ type: 'pay', path: `/dashboard/payment/${placed.orderId}` });
    expect(placed.notice).toBe(checkoutMessages.onlinePaymentUnavailable);
    const [stock] = await t.database.db
      .select({ n: parts.availableQuantity })
      .from(parts)
      .where(eq(parts.id, part._id));
    expect(stock!.n).toBeLessThan(part.availableQuantity);

    const retry = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${placed.orderId}/sslcommerz`, headers: bearer(buyer.token) });
    const stillDown = await retry();
    expect(stillDown.statusCode).toBe(503);
    expect(stillDown.json().message).toBe(checkoutMessages.onlinePaymentUnavailable);
    gateway.control({ down: false });
    const url = (await retry()).json().url as string;
    await post('ipn', (await gateway.pay(url.split('/').at(-1)!))!.fields);
    expect((await orderNow(buyer.token, placed.orderId)).paid).toBe(true);
  });

  it('sends a buyer who cancelled or failed back to the payment page, the order unpaid', async () => {
    const { buyer, placed, sessionKey } = await checkoutOnline();
    const cancelled = await gateway.cancel(sessionKey);
    const back = await post('cancel', cancelled!.fields);
    expect(back.headers.location).toBe(`/dashboard/payment/${placed.orderId}?online=cancel`);
    expect((await orderNow(buyer.token, placed.orderId)).paid).toBe(false);
  });

  it('lets only the buyer open a payment, and only an admin review one', async () => {
    const { placed } = await checkoutOnline();
    const stranger = await createCustomer(t.app, 'online-stranger@example.com');
    const open = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${placed.orderId}/sslcommerz`, headers });
    expect((await open({})).statusCode).toBe(401);
    expect((await open(bearer(stranger.token))).statusCode).toBe(404);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/sslcommerz-review`,
      headers: bearer(stranger.token),
      payload: { accept: true },
    });
    expect(review.statusCode).toBe(403);
  });
});
