import { and, asc, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListSchema, partListSchema, shopOrderSchema, type Part } from '@motoforge/contract';
import { fitments, orderLines, orders, parts, vehicles } from '../../db/schema.js';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import { chargeCard, placeOrder, startPayment } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/**
 * An order of several parts (what the checkout makes) through the spec's booking calls: each line
 * is a booking, and paying or deleting any of them pays or deletes the whole order.
 */
describe.each(drivers)('orders of several lines on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];

  const stockOf = async (id: string) =>
    (await t.database.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id)))[0]!.n;

  /** An order of `first` and `second`, as a checkout makes it: the second line added to the first's order. */
  async function orderOfTwo(token: string, first: Part, second: Part) {
    const orderId = await placeOrder(t.app, token, first);
    const { db } = t.database;
    const linePoisha = Math.round(second.price * 100) * second.minimumOrder;
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId,
        position: 1,
        partId: second._id,
        productName: second.name,
        pricePoisha: Math.round(second.price * 100),
        quantity: second.minimumOrder,
      })
      .returning({ id: orderLines.id });
    await db
      .update(orders)
      .set({
        subtotalPoisha: sql`${orders.subtotalPoisha} + ${linePoisha}`,
        totalPoisha: sql`${orders.totalPoisha} + ${linePoisha}`,
      })
      .where(eq(orders.id, orderId));
    await db
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${second.minimumOrder}` })
      .where(eq(parts.id, second._id));
    return { orderId, secondLineId: line!.id };
  }

  const bookingsOf = async (email: string, token: string) =>
    orderListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/booking?user=${email}`, headers: bearer(token) })).json(),
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it('lists each line as a booking of the same order, and a payment for either pays the whole order', async () => {
    const buyer = await createCustomer(t.app, 'two-lines@example.com');
    const [first, second] = [catalogue[3]!, catalogue[4]!];
    const { orderId, secondLineId } = await orderOfTwo(buyer.token, first, second);

    const before = await bookingsOf('two-lines@example.com', buyer.token);
    expect(
      before.map((booking) => [booking._id, booking.orderId, booking.productName, booking.paid, booking.paymentMethod]),
    ).toEqual([
      [orderId, orderId, first.name, false, 'card'],
      [secondLineId, orderId, second.name, false, 'card'],
    ]);

    // Each booking carries its whole order's total, and its payment page asks for that amount.
    // The parts, and delivery outside Dhaka: the purchase call's one-line address names no district.
    const orderTotal = first.price * first.minimumOrder + second.price * second.minimumOrder + 130;
    expect(before.map((booking) => booking.orderTotal)).toEqual([orderTotal, orderTotal]);
    const intent = await startPayment(t.app, buyer.token, secondLineId);
    expect(intent.amount).toBe(orderTotal);
    expect((await chargeCard(t.app, intent.clientSecret)).statusCode).toBe(200);
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${secondLineId}`,
      headers: bearer(buyer.token),
      payload: { tnxId: intent.paymentIntentId },
    });
    expect(marked.json()).toMatchObject({ success: true, modifiedCount: 1, order: { _id: secondLineId, paid: true } });

    const after = await bookingsOf('two-lines@example.com', buyer.token);
    expect(after.map((booking) => [booking._id, booking.paid, booking.tnxId])).toEqual([
      [orderId, true, intent.paymentIntentId],
      [secondLineId, true, intent.paymentIntentId],
    ]);
  });

  it('deletes the whole unpaid order from any of its bookings, and returns the stock of every line', async () => {
    const buyer = await createCustomer(t.app, 'changed-mind-two@example.com');
    const [first, second] = [catalogue[5]!, catalogue[6]!];
    const stockBefore = [await stockOf(first._id), await stockOf(second._id)];
    const { secondLineId } = await orderOfTwo(buyer.token, first, second);
    expect([await stockOf(first._id), await stockOf(second._id)]).toEqual([
      stockBefore[0]! - first.minimumOrder,
      stockBefore[1]! - second.minimumOrder,
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${secondLineId}`,
      headers: bearer(buyer.token),
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await bookingsOf('changed-mind-two@example.com', buyer.token)).toEqual([]);
    expect([await stockOf(first._id), await stockOf(second._id)]).toEqual(stockBefore);
  });

  it("answers another customer's line as not found", async () => {
    const owner = await createCustomer(t.app, 'line-owner@example.com');
    const other = await createCustomer(t.app, 'line-prober@example.com');
    const { secondLineId } = await orderOfTwo(owner.token, catalogue[7]!, catalogue[8]!);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/booking/${secondLineId}`,
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(404);
    }
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(other.token),
      payload: { orderId: secondLineId },
    });
    expect(intent.statusCode).toBe(404);
  });
});

/**
 * The fit guarantee's promise (docs/returns.md#fit-guarantee): each line of a checkout keeps the
 * buyer's current bike when the shop's fitment says the part fits it, and no bike otherwise.
 */
describe.each(drivers)('the bike each line fits, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('keeps the current bike on the line whose part fits it, and none on the one that does not', async () => {
    const { db } = t.database;
    // A part in stock that fits a bike, and another in stock with no fitment for that bike and year.
    const inStock = and(isNull(parts.deletedAt), gte(parts.availableQuantity, sql`${parts.minimumOrder} * 2`));
    const [fits] = await db
      .select({ partId: fitments.partId, vehicleId: fitments.vehicleId, year: fitments.yearFrom })
      .from(fitments)
      .innerJoin(parts, eq(parts.id, fitments.partId))
      .where(inStock)
      .orderBy(asc(parts.position))
      .limit(1);
    const [other] = await db
      .select({ id: parts.id })
      .from(parts)
      .where(
        and(
          inStock,
          notExists(
            db
              .select({ one: sql`1` })
              .from(fitments)
              .where(
                and(
                  eq(fitments.partId, parts.id),
                  eq(fitments.vehicleId, fits!.vehicleId),
                  lte(fitments.yearFrom, fits!.year),
                  gte(fitments.yearTo, fits!.year),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(parts.position))
      .limit(1);
    const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, fits!.vehicleId));
    const minimums = new Map(
      (await db.select({ id: parts.id, minimumOrder: parts.minimumOrder }).from(parts)).map((part) => [
        part.id,
        part.minimumOrder,
      ]),
    );

    const buyer = await createCustomer(t.app, 'fitted-bike@example.com');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: bearer(buyer.token),
      payload: { vehicleId: fits!.vehicleId, year: fits!.year },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': 'fitted-bike-order' },
      payload: {
        lines: [fits!.partId, other!.id].map((partId) => ({ partId, quantity: minimums.get(partId)! })),
        address: {
          name: 'Rahim Uddin',
          phone: '01711000000',
          divisionId: '6',
          districtId: '47',
          upazilaId: '365',
          street: 'House 12, Road 3',
        },
        paymentMethod: 'cod',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await db
      .select({
        partId: orderLines.partId,
        fitsVehicleId: orderLines.fitsVehicleId,
        fitsYear: orderLines.fitsYear,
        fitsBike: orderLines.fitsBike,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json<{ orderId: string }>().orderId))
      .orderBy(orderLines.position);
    expect(lines).toEqual([
      {
        partId: fits!.partId,
        fitsVehicleId: fits!.vehicleId,
        fitsYear: fits!.year,
        fitsBike: [vehicle!.make, vehicle!.model, vehicle!.variant, String(fits!.year)].filter(Boolean).join(' '),
      },
      { partId: other!.id, fitsVehicleId: null, fitsYear: null, fitsBike: null },
    ]);

    // The order's page names each part in both languages: Bangla pages show the Bangla one.
    const named = await db
      .select({ partId: parts.id, productName: parts.name, productNameBn: parts.nameBn })
      .from(parts)
      .where(inArray(parts.id, [fits!.partId, other!.id]));
    expect(named.every((part) => part.productNameBn !== '')).toBe(true);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json<{ orderId: string }>().orderId}`,
      headers: bearer(buyer.token),
    });
    expect(
      shopOrderSchema.parse(page.json()).lines.map(({ partId, productName, productNameBn }) => ({
        partId,
        productName,
        productNameBn,
      })),
    ).toEqual([fits!.partId, other!.id].map((partId) => named.find((part) => part.partId === partId)));
  });
});
