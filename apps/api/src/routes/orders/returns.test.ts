import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminReturnsSchema,
  bikeName,
  checkoutResponseSchema,
  messages,
  orderLifecycleMessages,
  orderReturnsSchema,
  outboxSchema,
  partListSchema,
  returnMessages,
  returnSchema,
  shopOrderSchema,
  wrongFitSchema,
  type Part,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { startFakeSslcommerz, type FakeSslcommerz } from '@motoforge/tools/fake-sslcommerz';
import { startFakeSteadfast, type FakeSteadfast } from '@motoforge/tools/fake-steadfast';
import { fitments, orderEvents, parts, users, vehicles } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers, type DriverKind } from '../../test/test-database.js';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const DAY = 86_400_000;

/**
 * Returns and the fit guarantee (docs/returns.md) through the API, with SSLCommerz and Steadfast on
 * their fakes: the buyer asks within the window, the admin accepts (Steadfast is booked to collect),
 * receives and refunds, once however often and however many admins ask.
 */
function returnsSuite(driver: DriverKind, { isRace }: { isRace: boolean }) {
  let t: TestApp;
  let gateway: FakeSslcommerz;
  let courier: FakeSteadfast;
  let admin: string;
  let secondAdmin: string;
  let part: Part;
  let vehicle: { id: number; year: number };
  let next = 0;

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const stockOf = async (id: string) =>
    (await t.database.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id)))[0]!.n;
  const adminPost = (url: string, payload: object = {}, token = admin) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const orderReturns = async (token: string, orderId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/returns`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return orderReturnsSchema.parse(response.json());
  };
  const askReturn = (token: string, orderId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: bearer(token), payload });
  /** Every refund SSLCommerz's fake has made for a return (their refund_trans_id starts RT). */
  const returnRefunds = () =>
    gateway.sessions().flatMap((session) => session.refunds.filter((refund) => refund.refundTransId.startsWith('RT')));

  /**
   * A delivered order of `quantity` of the part, paid as asked, shipped with Steadfast; its buyer
   * had the part's vehicle as their current bike when `withBike`.
   */
  async function deliveredOrder(paymentMethod: 'sslcommerz' | 'cod', { quantity = 1, withBike = true } = {}) {
    next += 1;
    const buyer = await createCustomer(t.app, `returns-${driver}-${isRace ? 'race' : 'flow'}-${next}@example.com`);
    if (withBike) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/garage',
        headers: bearer(buyer.token),
        payload: { vehicleId: vehicle.id, year: vehicle.year },
      });
      expect(saved.statusCode).toBe(201);
    }
    const phone = `0171${String(7000 + next + (isRace ? 500 : 0)).padStart(7, '0')}`;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity }],
        address: {
          name: 'Rahim Uddin',
          phone,
          divisionId: '6',
          districtId: DHAKA_DISTRICT_ID,
          upazilaId: savar[0],
          street: 'House 12, Road 3',
        },
        paymentMethod,
      },
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const checkout = checkoutResponseSchema.parse(placed.json());
    const id = checkout.orderId;
    if (paymentMethod === 'sslcommerz') {
      const sessionKey = checkout.next.type === 'redirect' ? checkout.next.url.split('/').at(-1)! : '';
      const paid = await gateway.pay(sessionKey);
      await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', ...form(paid!.fields) });
    } else {
      const outbox = outboxSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/outbox?to=${encodeURIComponent(`+880${phone.slice(1)}`)}`,
            headers: bearer(admin),
          })
        ).json(),
      );
      const code = outbox.items.map((item) => /\b(\d{6})\b/.exec(item.text)?.[1]).find(Boolean)!;
      const verified = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/phone-code/verify`,
        headers: bearer(buyer.token),
        payload: { code },
      });
      expect(verified.statusCode).toBe(200);
    }
    for (const payload of [{ to: 'packed' }, { to: 'shipped', courier: 'steadfast' }, { to: 'delivered' }]) {
      const moved = await adminPost(`/api/admin/orders/${id}/transition`, payload);
      expect(moved.statusCode, JSON.stringify(moved.json())).toBe(200);
    }
    const order = shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(buyer.token) })).json(),
    );
    expect(order.state).toBe('delivered');
    return { buyer, id, order };
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
    admin = await adminToken(t.app);
    const secondEmail = `returns-${driver}-${isRace ? 'race' : 'flow'}-admin2@example.com`;
    const other = await createCustomer(t.app, secondEmail);
    // The role is read from the database on every admin call.
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, secondEmail));
    secondAdmin = other.token;
    const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    part = catalogue.find((candidate) => candidate.minimumOrder === 1 && candidate.availableQuantity >= 20)!;
    await t.database.db.update(parts).set({ availableQuantity: 1_000 }).where(eq(parts.id, part._id));
    const [fit] = await t.database.db.select().from(fitments).where(eq(fitments.partId, part._id)).limit(1);
    if (fit) {
      vehicle = { id: fit.vehicleId, year: fit.yearFrom };
    } else {
      const [first] = await t.database.db.select({ id: vehicles.id, year: vehicles.yearFrom }).from(vehicles).limit(1);
      await t.database.db
        .insert(fitments)
        .values({ partId: part._id, vehicleId: first!.id, yearFrom: first!.year, yearTo: first!.year });
      vehicle = { id: first!.id, year: first!.year };
    }
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
    await courier.close();
  });

  if (isRace) {
    it('two admins accepting and refunding the same return at once make one pickup and one refund', async () => {
      const { buyer, id } = await deliveredOrder('sslcommerz');
      const asked = await askReturn(buyer.token, id, { lines: [{ partId: part._id, quantity: 1, reason: 'damaged' }] });
      expect(asked.statusCode).toBe(201);
      const returnId = asked.json<{ id: string }>().id;
      const pickupsBefore = courier.returnRequests().length;
      const accepts = await Promise.all([
        adminPost(`/api/admin/returns/${returnId}/accept`),
        adminPost(`/api/admin/returns/${returnId}/accept`, {}, secondAdmin),
      ]);
      expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(accepts.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        success: false,
        message: returnMessages.acceptNotAllowed,
      });
      expect(courier.returnRequests().length).toBe(pickupsBefore + 1);

      // The first refund is refused by the bank, so the return waits; then two admins retry at once.
      gateway.control({ refunds: 'refuse' });
      const received = await adminPost(`/api/admin/returns/${returnId}/receive`, {
        lines: [{ partId: part._id, resellable: false }],
      });
      expect(received.statusCode).toBe(200);
      expect(returnSchema.parse(received.json())).toMatchObject({ state: 'received', refundStatus: 'failed' });
      gateway.control({ refunds: 'accept' });
      const before = returnRefunds().length;
      const retries = await Promise.all([
        adminPost(`/api/admin/returns/${returnId}/refund`),
        adminPost(`/api/admin/returns/${returnId}/refund`, {}, secondAdmin),
      ]);
      expect(retries.some((answer) => answer.statusCode === 200)).toBe(true);
      // SSLCommerz made one refund for the return's refund_trans_id, however often it was asked.
      const made = returnRefunds().slice(before);
      expect(new Set(made.map((refund) => refund.refundRefId)).size).toBe(1);
      const events = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.state, 'return-refunded')));
      expect(events).toHaveLength(1);
    });
    return;
  }

  it('takes a return of a part that did not fit the bike the shop promised, and refunds it all once', async () => {
    const { buyer, id, order } = await deliveredOrder('sslcommerz');
    const before = await orderReturns(buyer.token, id);
    expect(before.canRequest).toBe(true);
    // The bike as the shop named it then, and by its catalogue names, Bangla included, for Bangla pages.
    const [bike] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    const promised = {
      fitsBike: bikeName({ make: bike!.make, model: bike!.model, variant: bike!.variant, year: vehicle.year }),
      fitsVehicle: {
        make: bike!.make,
        makeBn: bike!.makeBn,
        model: bike!.model,
        modelBn: bike!.modelBn,
        variant: bike!.variant,
        variantBn: bike!.variantBn,
        year: vehicle.year,
      },
    };
    expect(bike!.makeBn).not.toBe('');
    expect(before.lines).toEqual([
      expect.objectContaining({ partId: part._id, quantity: 1, returnable: 1, ...promised }),
    ]);
    const stock = await stockOf(part._id);

    const asked = await askReturn(buyer.token, id, {
      lines: [{ partId: part._id, quantity: 1, reason: 'does-not-fit' }],
      note: 'The caliper bolts do not line up',
    });
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json<{ id: string; state: string }>().id;
    expect(asked.json()).toEqual({ id: returnId, state: 'requested' });

    // The same part cannot be asked for again while this return stands.
    const again = await askReturn(buyer.token, id, { lines: [{ partId: part._id, quantity: 1, reason: 'other' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: returnMessages.tooMany });

    const listed = adminReturnsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/returns', headers: bearer(admin) })).json(),
    );
    expect(listed.items.find((item) => item.id === returnId)).toMatchObject({
      orderNumber: order.number,
      state: 'requested',
      reasons: ['does-not-fit'],
      quantity: 1,
    });

    const accepted = returnSchema.parse((await adminPost(`/api/admin/returns/${returnId}/accept`)).json());
    // The fit guarantee: the shop pays the way back, and the whole order (delivery too) comes back.
    expect(accepted).toMatchObject({
      state: 'accepted',
      shopPaysReturn: true,
      refund: order.total,
      pickup: { courier: 'steadfast', reference: expect.any(String) },
      sendTo: null,
    });
    expect(accepted.lines[0]).toMatchObject({ reason: 'does-not-fit', ...promised });
    expect(courier.returnRequests().at(-1)).toMatchObject({ reason: `Return of order ${order.number}` });

    const received = returnSchema.parse(
      (
        await adminPost(`/api/admin/returns/${returnId}/receive`, { lines: [{ partId: part._id, resellable: true }] })
      ).json(),
    );
    expect(received).toMatchObject({ state: 'refunded', refundStatus: 'refunded' });
    expect(received.lines[0]!.resellable).toBe(true);
    expect(await stockOf(part._id)).toBe(stock + 1);
    const refunds = returnRefunds().filter(
      (refund) => refund.refundTransId === `RT${returnId.replaceAll('-', '').slice(0, 28)}`,
    );
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount)).toBe(order.total);

    // Asked again, nothing more happens.
    const twice = await adminPost(`/api/admin/returns/${returnId}/refund`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, message: returnMessages.refundNotAllowed });

    // Every part came back: the order is returned, its timeline says each step.
    const after = shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(buyer.token) })).json(),
    );
    expect(after.state).toBe('returned');
    expect(after.events.map((event) => event.state)).toEqual(
      expect.arrayContaining(['return-requested', 'return-accepted', 'return-received', 'return-refunded', 'returned']),
    );
    // The sales page's wrong-fit rate counts it against the part.
    const wrongFit = wrongFitSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sales/wrong-fit', headers: bearer(admin) })).json(),
    );
    expect(wrongFit.parts.find((row) => row.partId === part._id)?.wrongFit).toBeGreaterThanOrEqual(1);
    expect(wrongFit.months.at(-1)!.wrongFit).toBeGreaterThanOrEqual(1);
  });

  it('keeps a partial COD return delivered, charges the way back, and records the cash sent back', async () => {
    const { buyer, id, order } = await deliveredOrder('cod', { quantity: 2, withBike: false });
    const asked = await askReturn(buyer.token, id, {
      lines: [{ partId: part._id, quantity: 1, reason: 'does-not-fit' }],
    });
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json<{ id: string }>().id;
    // Its parts come back through the return: the whole order is no longer returned at once, which
    // would refund and restock them twice.
    const adminView = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin) });
    expect(shopOrderSchema.parse(adminView.json()).actions).not.toContain('return');
    const wholeOrder = await adminPost(`/api/admin/orders/${id}/transition`, { to: 'returned' });
    expect(wholeOrder.statusCode).toBe(409);
    expect(wholeOrder.json()).toMatchObject({ success: false, message: orderLifecycleMessages.returnHasReturns });
    // No bike was promised: "does not fit" is the buyer's choice, and a courier collects it.
    const accepted = returnSchema.parse((await adminPost(`/api/admin/returns/${returnId}/accept`)).json());
    const price = order.lines[0]!.price;
    expect(accepted).toMatchObject({
      shopPaysReturn: false,
      refund: Math.round((price - order.deliveryFee) * 100) / 100,
    });
    expect(accepted.lines[0]).toMatchObject({ fitsBike: null, fitsVehicle: null });
    const received = returnSchema.parse(
      (
        await adminPost(`/api/admin/returns/${returnId}/receive`, { lines: [{ partId: part._id, resellable: false }] })
      ).json(),
    );
    expect(received).toMatchObject({ state: 'received', refundStatus: 'pending', actions: ['refund'] });

    const unsaid = await adminPost(`/api/admin/returns/${returnId}/refund`);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toMatchObject({ success: false, message: returnMessages.manualRefundRequired });
    const recorded = returnSchema.parse(
      (await adminPost(`/api/admin/returns/${returnId}/refund`, { method: 'bkash', reference: 'BK8N3X2Q' })).json(),
    );
    expect(recorded).toMatchObject({ state: 'refunded', refundReference: 'bKash BK8N3X2Q' });
    const left = await orderReturns(buyer.token, id);
    expect(left.lines[0]).toMatchObject({ quantity: 2, returnable: 1 });
    const after = shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(buyer.token) })).json(),
    );
    expect(after.state).toBe('delivered');
  });

  it('refuses a return outside the window, of another buyer’s order, or of parts not in it', async () => {
    const { buyer, id } = await deliveredOrder('cod', { withBike: false });
    const stranger = await createCustomer(t.app, `returns-${driver}-stranger@example.com`);
    const line = { partId: part._id, quantity: 1, reason: 'damaged' };

    const notYours = await askReturn(stranger.token, id, { lines: [line] });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ success: false, message: messages.orderNotFound });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/returns`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);

    const noLines = await askReturn(buyer.token, id, { lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json()).toMatchObject({ message: `lines: ${returnMessages.linesRequired}` });
    const badReason = await askReturn(buyer.token, id, { lines: [{ ...line, reason: 'bored' }] });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ message: `lines.0.reason: ${returnMessages.reasonInvalid}` });
    const otherPart = await askReturn(buyer.token, id, { lines: [{ ...line, partId: randomUUID() }] });
    expect(otherPart.statusCode).toBe(400);
    expect(otherPart.json()).toMatchObject({ success: false, message: returnMessages.lineNotInOrder });
    const tooMany = await askReturn(buyer.token, id, { lines: [{ ...line, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    const foreignPhoto = await askReturn(buyer.token, id, { lines: [line], photos: ['https://example.com/a.webp'] });
    expect(foreignPhoto.statusCode).toBe(400);
    expect(foreignPhoto.json()).toMatchObject({ success: false, message: returnMessages.photoInvalid });

    // Delivered eight days ago: the seven-day window has closed.
    await t.database.db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 8 * DAY) })
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.state, 'delivered')));
    const late = await askReturn(buyer.token, id, { lines: [line] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: returnMessages.windowClosed });
    expect((await orderReturns(buyer.token, id)).canRequest).toBe(false);
  });

  it('lets the admin refuse with a reason, and the buyer ask again; only admins decide', async () => {
    const { buyer, id } = await deliveredOrder('cod', { withBike: false });
    const asked = await askReturn(buyer.token, id, { lines: [{ partId: part._id, quantity: 1, reason: 'other' }] });
    const returnId = asked.json<{ id: string }>().id;
    const byBuyer = await adminPost(`/api/admin/returns/${returnId}/accept`, {}, buyer.token);
    expect(byBuyer.statusCode).toBe(403);
    const noReason = await adminPost(`/api/admin/returns/${returnId}/refuse`, { note: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: `note: ${returnMessages.refuseNoteRequired}` });
    const refused = returnSchema.parse(
      (
        await adminPost(`/api/admin/returns/${returnId}/refuse`, { note: 'Used on the bike: the pads are worn' })
      ).json(),
    );
    expect(refused).toMatchObject({ state: 'refused', adminNote: 'Used on the bike: the pads are worn', actions: [] });
    const receive = await adminPost(`/api/admin/returns/${returnId}/receive`, {
      lines: [{ partId: part._id, resellable: true }],
    });
    expect(receive.statusCode).toBe(409);
    // A refused return gives its quantity back to be asked for again.
    expect((await orderReturns(buyer.token, id)).lines[0]!.returnable).toBe(1);
    const seen = await t.app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: bearer(buyer.token) });
    expect(returnSchema.parse(seen.json())).toMatchObject({ state: 'refused', actions: [] });
    // Nothing comes back through a refused return: the admin may return the whole order again.
    const adminView = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin) });
    expect(shopOrderSchema.parse(adminView.json()).actions).toContain('return');
  });
}

describe.each(drivers)('returns on %s', (driver) => returnsSuite(driver, { isRace: false }));
describe.each(raceDrivers)('returns raced on %s', (driver) => returnsSuite(driver, { isRace: true }));
