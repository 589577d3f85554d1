import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderListSchema,
  messages,
  ORDER_NUMBER_PATTERN,
  ORDER_STATE_IDS,
  orderLifecycleMessages,
  orderListSchema,
  ORDERS_CSV_COLUMNS,
  partListSchema,
  salesSchema,
  UNPAID_HOLD_STOCK_PERCENT_MAX,
  UNPAID_ORDERS_PER_ACCOUNT_MAX,
  type Part,
  type Sales,
} from '@motoforge/contract';
import { orderLines, orders, parts, users } from '../../db/schema.js';
import { exportOrdersCsv } from '../../services/orders/export-orders-csv.js';
import { parseCsv } from '../../services/catalogue-file/csv.js';
import { describeAdminOnly } from '../../test/admin-only.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers } from '../../test/test-database.js';

describe.each(drivers)('orders on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  let alice: { token: string };
  let bob: { token: string };

  const order = (token: string, payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/booking', headers: bearer(token), payload, remoteAddress });
  const partNow = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/purchase/${id}` });
    return response.json() as Part;
  };
  const form = { phone: '+880 1711 000000', address: '12 Station Road, Dhaka' };

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    alice = await createCustomer(t.app, 'alice@example.com', 'Alice');
    bob = await createCustomer(t.app, 'bob@example.com', 'Bob');
  });
  afterAll(() => t.close());

  it('places an order at the database price, for the token’s customer, and reserves the stock', async () => {
    // A customer of this test's own, whose list holds this order alone, whatever ran before.
    const dora = await createCustomer(t.app, 'dora@example.com', 'Dora');
    const part = catalogue[2]!;
    const response = await order(dora.token, {
      productId: part._id,
      quantity: part.minimumOrder,
      ...form,
      // A tampering client: none of these may count.
      price: 1,
      productName: 'Free stuff',
      email: 'bob@example.com',
    });
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    const mine = orderListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/booking?user=dora@example.com', headers: bearer(dora.token) })
      ).json(),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        _id: insertedId,
        productName: part.name,
        email: 'dora@example.com',
        price: part.price,
        quantity: part.minimumOrder,
        number: part.minimumOrder,
        paid: false,
        tnxId: null,
        status: false,
      }),
    ]);
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity - part.minimumOrder);
  });

  it('refuses a second unpaid order of the same part with 409 "Order Already placed"', async () => {
    const part = catalogue[3]!;
    expect((await order(alice.token, { productId: part._id, quantity: part.minimumOrder, ...form })).statusCode).toBe(
      200,
    );
    const again = await order(alice.token, { productId: part._id, quantity: part.minimumOrder, ...form });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Order Already placed' });
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity - part.minimumOrder);
  });

  it.each([
    ['below the minimum order', (part: Part) => part.minimumOrder - 1],
    ['above the stock', (part: Part) => part.availableQuantity + 1],
    ['fractional', () => 2.5],
  ])('refuses a quantity %s', async (_label, quantityOf) => {
    const part = catalogue.find((candidate) => candidate.minimumOrder > 1)!;
    const response = await order(bob.token, { productId: part._id, quantity: quantityOf(part), ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Quantity must between Minimum order & Available Quantity/);
  });

  it('refuses a quantity sent as text, "5" or "১২", with the quantity message: the wire is strict', async () => {
    const part = catalogue[12]!;
    for (const quantity of [String(part.minimumOrder), '১২']) {
      const response = await order(bob.token, { productId: part._id, quantity, ...form });
      expect(response.statusCode, quantity).toBe(400);
      expect(response.json()).toMatchObject({
        message: `quantity: ${messages.quantityOutOfRange}`,
        // The field's rule by its code, for the request as for the field itself.
        code: 'messages.quantityOutOfRange',
        errors: [{ field: 'quantity', message: messages.quantityOutOfRange, code: 'messages.quantityOutOfRange' }],
      });
    }
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity);
  });

  it('takes a JSON quantity, and a phone number typed in Bengali digits as a Bangla page sends it', async () => {
    const erfan = await createCustomer(t.app, 'erfan@example.com', 'Erfan');
    // A part no other test here orders.
    const part = catalogue[12]!;
    expect(part.minimumOrder).toBeLessThanOrEqual(12);
    const response = await order(erfan.token, {
      productId: part._id,
      quantity: 12,
      phone: '০১৭১১ ০০০০০০',
      address: '12 Station Road, Dhaka',
    });
    expect(response.statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${response.json().insertedId as string}`,
      headers: bearer(erfan.token),
    });
    // Kept as the checkout keeps a mobile number: +880 and its ten digits.
    expect(placed.json()).toMatchObject({ quantity: 12, number: 12, phone: '+8801711000000' });
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity - 12);
  });

  it.each([
    [{ phone: '' }, 'phone: Phone number is required'],
    [{ address: ' ' }, 'address: Address is required'],
    [{ phone: 'call me' }, 'phone: Enter a Bangladeshi mobile number, such as 01712-345678'],
    // The checkout's rule: a number too short to be a mobile is refused too.
    [{ phone: '0171234' }, 'phone: Enter a Bangladeshi mobile number, such as 01712-345678'],
  ])('refuses bad contact details %j', async (override, message) => {
    const part = catalogue[4]!;
    const response = await order(bob.token, { productId: part._id, quantity: part.minimumOrder, ...form, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in customer', async () => {
    const part = catalogue[4]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { productId: part._id, quantity: part.minimumOrder, ...form },
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps customers out of each other's orders", async () => {
    // An order of a customer of this test's own, on a part no other test here orders (tests may
    // run in any order).
    const carol = await createCustomer(t.app, 'carol@example.com', 'Carol');
    const part = catalogue[11]!;
    const placed = await order(carol.token, { productId: part._id, quantity: part.minimumOrder, ...form });
    const id = placed.json().insertedId as string;
    const asBob = (method: 'GET' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(bob.token), ...(payload ? { payload } : {}) });

    expect((await asBob('GET', '/api/booking?user=carol@example.com')).statusCode).toBe(403);
    expect((await asBob('GET', '/api/booking')).statusCode).toBe(403);
    expect((await asBob('GET', `/api/booking/${id}`)).statusCode).toBe(404);
    expect((await asBob('DELETE', `/api/booking/${id}`)).statusCode).toBe(404);
    expect((await asBob('PATCH', `/api/booking/${id}`, { tnxId: 'pi_anything' })).statusCode).toBe(404);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(bob.token),
      payload: { orderId: id },
    });
    expect(intent.statusCode).toBe(404);
    // Carol's order is untouched.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/booking/${id}`, headers: bearer(carol.token) })).statusCode,
    ).toBe(200);
  });

  it('lists the orders of the account that placed them, not of whoever has their e-mail now', async () => {
    const judy = await createCustomer(t.app, 'judy@example.com', 'Judy');
    // Not catalogue[6]: the oversell test sells that one out.
    const part = catalogue[8]!;
    const placed = await order(judy.token, { productId: part._id, quantity: part.minimumOrder, ...form });
    const id = placed.json().insertedId;
    // Judy's address changes; someone else then signs up with her old one.
    await t.database.db.update(users).set({ email: 'judy.new@example.com' }).where(eq(users.email, 'judy@example.com'));
    const mallory = await createCustomer(t.app, 'judy@example.com', 'Mallory');
    const list = (token: string, email: string) =>
      t.app.inject({ method: 'GET', url: `/api/booking?user=${email}`, headers: bearer(token) });

    expect((await list(mallory.token, 'judy@example.com')).json()).toEqual([]);
    const admin = await adminToken(t.app);
    expect((await list(admin, 'judy@example.com')).json()).toEqual([]);
    expect(orderListSchema.parse((await list(admin, 'judy.new@example.com')).json()).map((o) => o._id)).toEqual([id]);
  });

  it('deletes an unpaid order and returns its stock', async () => {
    const part = catalogue[5]!;
    const placed = await order(bob.token, { productId: part._id, quantity: part.minimumOrder, ...form });
    const id = placed.json().insertedId;
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity - part.minimumOrder);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: bearer(bob.token) });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect((await partNow(part._id)).availableQuantity).toBe(part.availableQuantity);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: bearer(bob.token) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an order that would come to more than one card payment can take, and keeps its stock', async () => {
    const part = catalogue[7]!;
    // ৳500,000 a unit: one comes to ৳500,000, two to ৳1,000,000, over the ৳999,999.99 a card can pay.
    await t.database.db
      .update(parts)
      .set({ pricePoisha: 50_000_000, minimumOrder: 1, availableQuantity: 10_000_000 })
      .where(eq(parts.id, part._id));
    const stockNow = async () =>
      (await t.database.db.select().from(parts).where(eq(parts.id, part._id)))[0]!.availableQuantity;

    for (const quantity of [2, 2_000_000]) {
      const refused = await order(alice.token, { productId: part._id, quantity, ...form });
      expect(refused.statusCode).toBe(400);
      // The message alone, as the customer reads it, not prefixed with a field name.
      expect(refused.json().message).toBe(messages.orderTotalTooLarge);
    }
    expect(await stockNow()).toBe(10_000_000);

    const placed = await order(alice.token, { productId: part._id, quantity: 1, ...form });
    expect(placed.statusCode).toBe(200);
    expect(await stockNow()).toBe(9_999_999);
  });

  it(`lets one account hold ${UNPAID_ORDERS_PER_ACCOUNT_MAX} unpaid orders, says so on the next, and allows it once one is gone`, async () => {
    const hoarder = await createCustomer(t.app, 'hoarder@example.com');
    const wanted = catalogue.slice(11, 12 + UNPAID_ORDERS_PER_ACCOUNT_MAX);
    const orderPart = (part: Part) =>
      order(hoarder.token, { productId: part._id, quantity: part.minimumOrder, ...form });
    const held: string[] = [];
    for (const part of wanted.slice(0, UNPAID_ORDERS_PER_ACCOUNT_MAX)) {
      const placed = await orderPart(part);
      expect(placed.statusCode).toBe(200);
      held.push(placed.json().insertedId);
    }
    const extra = wanted.at(-1)!;
    const refused = await orderPart(extra);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: `One account may hold at most ${UNPAID_ORDERS_PER_ACCOUNT_MAX} unpaid orders: pay for or delete one to order more`,
    });
    expect((await partNow(extra._id)).availableQuantity).toBe(extra.availableQuantity);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${held[0]}`,
      headers: bearer(hoarder.token),
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await orderPart(extra)).statusCode).toBe(200);
  });

  it(`lets one account hold ${UNPAID_HOLD_STOCK_PERCENT_MAX}% of a part's stock unpaid, or its minimum order, and says so`, async () => {
    const [half, small] = [catalogue[9]!, catalogue[10]!];
    await t.database.db.update(parts).set({ availableQuantity: 100, minimumOrder: 1 }).where(eq(parts.id, half._id));
    await t.database.db.update(parts).set({ availableQuantity: 15, minimumOrder: 10 }).where(eq(parts.id, small._id));
    const cornerer = await createCustomer(t.app, 'cornerer@example.com');
    const orderOf = (part: Part, quantity: number) => order(cornerer.token, { productId: part._id, quantity, ...form });

    // The spec's rule comes first: more than the stock is out of range.
    const outOfRange = await orderOf(half, 101);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(messages.quantityOutOfRange);
    const tooMany = await orderOf(half, 51);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      success: false,
      message: `One account may hold at most ${UNPAID_HOLD_STOCK_PERCENT_MAX}% of a part's stock unpaid: order at most 50 now`,
      code: 'messages.unpaidHoldTooLarge',
      params: { most: 50 },
    });
    expect((await partNow(half._id)).availableQuantity).toBe(100);
    expect((await orderOf(half, 50)).statusCode).toBe(200);
    expect((await partNow(half._id)).availableQuantity).toBe(50);

    // Half of 15 is less than the minimum order of 10: the minimum order is still allowed.
    const aboveMinimum = await orderOf(small, 11);
    expect(aboveMinimum.statusCode).toBe(409);
    expect(aboveMinimum.json().message).toBe(messages.unpaidHoldTooLarge(10));
    expect((await orderOf(small, 10)).statusCode).toBe(200);
  });

  it('never oversells: 50 concurrent orders for the last 7 units → exactly 7 succeed', async () => {
    const part = catalogue[6]!;
    await t.database.db.update(parts).set({ availableQuantity: 7, minimumOrder: 1 }).where(eq(parts.id, part._id));
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createCustomer(t.app, `rush${i}@example.com`, `Rush ${i}`)),
    );
    const results = await Promise.all(
      buyers.map((buyer) => order(buyer.token, { productId: part._id, quantity: 1, ...form })),
    );
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 409)).toBe(true);
    expect((await partNow(part._id)).availableQuantity).toBe(0);
  }, 120_000);
});

/** An admin approves a paid order for shipping (PATCH /api/status/{tnxId}); a customer may not. */
describe.each(drivers)('approving a paid order on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let customer: { token: string; user: { email: string } };
  let catalogue: Part[];

  const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    customer = await createCustomer(t.app, 'customer@example.com', 'Customer');
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t.app,
    [
      ['GET', '/api/booking'],
      ['PATCH', '/api/status/pi_x', { status: true }],
      ['GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000/courier-quotes'],
    ],
  );

  it('lists every order, approves a paid one for shipping and refuses an unpaid one', async () => {
    const part = catalogue[3]!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer.token),
      payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
      remoteAddress: freshAddress(),
    });
    const orderId = placed.json().insertedId;
    // Every order in the shop (other tests here place some too, in whatever order they run).
    const all = (await asAdmin('GET', '/api/booking')).json() as { _id: string }[];
    const everyOrder = await t.database.db.select({ id: orders.id }).from(orders);
    expect(all.map((listed) => listed._id).sort()).toEqual(everyOrder.map((row) => row.id).sort());
    expect(all).toContainEqual(expect.objectContaining({ _id: orderId, email: 'customer@example.com', paid: false }));

    // Unpaid: no transaction id can name it.
    const unpaid = await asAdmin('PATCH', `/api/status/${orderId}`, { status: true });
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({ success: false, message: 'No paid order has this transaction id' });

    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(customer.token),
        payload: { orderId },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
        billingDetails: { name: part.name, email: 'customer@example.com' },
      },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer.token),
      payload: { tnxId: intent.paymentIntentId },
    });
    const approved = await asAdmin('PATCH', `/api/status/${intent.paymentIntentId}`, { status: true });
    expect(approved.json()).toEqual({ modifiedCount: 1 });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer.token),
    });
    expect(order.json()).toMatchObject({ paid: true, status: true });
    // Approved already: the order is there, and nothing changes.
    const again = await asAdmin('PATCH', `/api/status/${intent.paymentIntentId}`, { status: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    // A paid order is kept on record: the admin's delete is refused with what to do instead.
    const kept = await asAdmin('DELETE', `/api/booking/${orderId}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ success: false, message: orderLifecycleMessages.orderOnRecord });
  });

  it('answers 404 to approving a transaction id that no paid order has', async () => {
    const unknown = await asAdmin('PATCH', '/api/status/pi_nobody_paid_this', { status: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'No paid order has this transaction id' });
  });
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The shop day (Asia/Dhaka, UTC+6 all year) of an instant. */
const shopDay = (at: Date) => new Date(at.getTime() + 6 * 60 * MINUTE).toISOString().slice(0, 10);

/**
 * Manage All Orders' list, CSV and the sales page's figures (docs/product.md#back-office) over a known set of
 * orders written straight into the database, so every number below can be worked out by hand.
 */
describe.each(drivers)('admin orders, CSV and sales on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let partA: Part;
  let partB: Part;
  const now = Date.now();
  const at = {
    o1: new Date(now - MINUTE),
    o2: new Date(now - 2 * DAY),
    o3: new Date(now - 3 * DAY),
    o4: new Date(now - 40 * DAY),
    // o5 and o6 were placed in the same microsecond: the order id breaks the tie.
    o5: new Date(now - 60 * DAY),
  };
  const ids: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5' | 'o6', string> = {
    o1: '',
    o2: '',
    o3: '',
    o4: '',
    o5: '',
    o6: '',
  };

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderListSchema.parse(response.json());
  };
  const statesWithOrders = (sales: Sales) =>
    Object.fromEntries(
      sales.ordersByState.filter((entry) => entry.orders > 0).map((entry) => [entry.state, entry.orders]),
    );
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = bearer(await adminToken(t.app));
    const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    [partA, partB] = catalogue as [Part, Part];
    const { db } = t.database;
    // The demo seeds no orders; any left would change every count below.
    await db.delete(orders).where(sql`true`);
    await db.insert(users).values([
      { id: 'u-rahim', name: 'Rahim Uddin', email: 'rahim@example.com' },
      { id: 'u-selina', name: 'Selina Parveen', email: 'sp@example.com' },
      { id: 'u-formula', name: '=HYPERLINK("http://evil.example","click")', email: 'formula@example.com' },
    ]);
    const order = async (
      key: keyof typeof ids,
      values: Partial<typeof orders.$inferInsert> & { userId: string; email: string; createdAt: Date },
      lines: { part: Part; name: string; pricePoisha: number; quantity: number }[],
      deliveryFeePoisha = 0,
    ) => {
      const subtotalPoisha = lines.reduce((sum, line) => sum + line.pricePoisha * line.quantity, 0);
      const [row] = await db
        .insert(orders)
        .values({
          phone: '+8801712345678',
          address: 'House 1, Road 2, Dhanmondi, Dhaka',
          subtotalPoisha,
          deliveryFeePoisha,
          totalPoisha: subtotalPoisha + deliveryFeePoisha,
          ...values,
        })
        .returning({ id: orders.id });
      ids[key] = row!.id;
      await db.insert(orderLines).values(
        lines.map((line, position) => ({
          orderId: row!.id,
          position,
          partId: line.part._id,
          productName: line.name,
          pricePoisha: line.pricePoisha,
          quantity: line.quantity,
        })),
      );
    };
    await order(
      'o1',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o1,
        state: 'confirmed',
        paidAt: at.o1,
        tnxId: 'pi_abc123',
      },
      [{ part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 2 }],
    );
    await order(
      'o2',
      {
        userId: 'u-selina',
        email: 'sp@example.com',
        createdAt: at.o2,
        state: 'delivered',
        paymentMethod: 'cod',
        paidAt: at.o2,
        tnxId: 'COD-MF-0000A2',
        deliveryName: 'Selina P.',
      },
      [
        { part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 1 },
        { part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 1 },
      ],
      7_000,
    );
    await order(
      'o3',
      {
        userId: 'u-selina',
        email: 'sp@example.com',
        createdAt: at.o3,
        state: 'cancelled',
        paymentMethod: 'sslcommerz',
      },
      [{ part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 3 }],
    );
    await order(
      'o4',
      {
        userId: 'u-formula',
        email: 'formula@example.com',
        createdAt: at.o4,
        state: 'placed',
        paymentMethod: 'cod',
        phone: '+8801811111111',
        address: 'Flat "B", 12 Road\n=SUM(A1:A9)',
      },
      [{ part: partA, name: '@Chain, "kit"', pricePoisha: 10_000, quantity: 5 }],
    );
    await order(
      'o5',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o5,
        state: 'shipped',
        paymentMethod: 'sslcommerz',
        paidAt: at.o5,
        tnxId: 'BANK-777',
      },
      [{ part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 2 }],
      13_000,
    );
    await order(
      'o6',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o5,
        state: 'returned',
        paymentMethod: 'cod',
        paidAt: at.o5,
        tnxId: 'COD-MF-0000A6',
      },
      [{ part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 1 }],
    );
  });
  afterAll(() => t.close());

  /** o5 and o6 share a time: newest first, then the greater id first. */
  const tiedPair = () => (ids.o5 > ids.o6 ? [ids.o5, ids.o6] : [ids.o6, ids.o5]);

  it('lists every order newest first, with what shipping it needs', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.o1, ids.o2, ids.o3, ids.o4, ...tiedPair()]);
    expect(page).toMatchObject({ total: 6, isTotalCapped: false, page: 1, pageSize: 25 });
    const o2 = page.items[1]!;
    expect(o2).toMatchObject({
      state: 'delivered',
      paymentMethod: 'cod',
      paid: true,
      status: true,
      tnxId: 'COD-MF-0000A2',
      buyer: { name: 'Selina Parveen', email: 'sp@example.com' },
      deliveryName: 'Selina P.',
      phone: '+8801712345678',
      address: 'House 1, Road 2, Dhanmondi, Dhaka',
      subtotal: 600,
      deliveryFee: 70,
      total: 670,
      createdAt: at.o2.toISOString(),
    });
    expect(o2.lines.map(({ productName, quantity, price }) => ({ productName, quantity, price }))).toEqual([
      { productName: 'Brake pad', quantity: 1, price: 500 },
      { productName: 'Chain kit', quantity: 1, price: 100 },
    ]);
    // Beside the name it was sold under, each line has its part's Bangla name, for a Bangla page.
    const namesBn = await Promise.all(
      o2.lines.map(async ({ partId }) => {
        const [part] = await t.database.db.select({ nameBn: parts.nameBn }).from(parts).where(eq(parts.id, partId));
        return part!.nameBn;
      }),
    );
    expect(
      namesBn.every((name) => /[\u0980-\u09FF]/.test(name)),
      namesBn.join(', '),
    ).toBe(true);
    expect(o2.lines.map((line) => line.productNameBn)).toEqual(namesBn);
    // Without a delivery name (the spec's purchase page), the parcel goes to the account's name.
    expect(page.items[0]!.deliveryName).toBe('Rahim Uddin');
  });

  it('pages in the database', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(idsOf(second)).toEqual([ids.o3, ids.o4]);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(idsOf(await list('?pageSize=2&page=4'))).toEqual([]);
  });

  it("finds a buyer by the account's name, by e-mail, an order by its id or its start, and a tnxId", async () => {
    expect(idsOf(await list('?q=parveen'))).toEqual([ids.o2, ids.o3]);
    expect(idsOf(await list('?q=RAHIM%40example'))).toEqual([ids.o1, ...tiedPair()]);
    expect(idsOf(await list(`?q=${ids.o3}`))).toEqual([ids.o3]);
    expect(idsOf(await list(`?q=${ids.o4.slice(0, 8)}`))).toEqual([ids.o4]);
    expect(idsOf(await list('?q=bank-777'))).toEqual([ids.o5]);
    expect(idsOf(await list('?q=%20pi_abc123%20'))).toEqual([ids.o1]);
    // An order number read out on the phone, however it is typed.
    const { number } = (await list('')).items.find((item) => item.id === ids.o4)!;
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(idsOf(await list(`?q=${number}`))).toEqual([ids.o4]);
    expect(idsOf(await list(`?q=${encodeURIComponent(number.replace('-', ' ').toLowerCase())}`))).toEqual([ids.o4]);
    // LIKE's wildcards are letters like any other.
    expect(await list('?q=%25')).toMatchObject({ items: [], total: 0 });
    expect(await list('?q=a_c')).toMatchObject({ items: [], total: 0 });
  });

  it('filters by state, payment method and shop days, combined with the search', async () => {
    expect(idsOf(await list('?state=cancelled'))).toEqual([ids.o3]);
    expect(idsOf(await list('?paymentMethod=cod'))).toEqual([ids.o2, ids.o4, ids.o6]);
    expect(idsOf(await list('?paymentMethod=cod&q=rahim'))).toEqual([ids.o6]);
    const day = shopDay(at.o2);
    expect(idsOf(await list(`?from=${day}&to=${day}`))).toEqual([ids.o2]);
    expect(idsOf(await list(`?from=${shopDay(at.o3)}`))).toEqual([ids.o1, ids.o2, ids.o3]);
    expect(idsOf(await list(`?to=${shopDay(at.o4)}`))).toEqual([ids.o4, ...tiedPair()]);
  });

  it('refuses a filter it does not know, with the field that is wrong', async () => {
    for (const query of [
      '?state=lost',
      '?paymentMethod=bitcoin',
      '?from=2026-02-30',
      '?from=yesterday',
      '?from=2026-05-02&to=2026-05-01',
      '?pageSize=101',
      '?page=0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('exports the matching orders as CSV, a record per line, quoted and safe to open in a spreadsheet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?paymentMethod=cod',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="motoforge-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body).map((record) => record.cells);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    const column = (name: (typeof ORDERS_CSV_COLUMNS)[number]) => ORDERS_CSV_COLUMNS.indexOf(name);
    expect(
      records.map((cells) => [cells[column('order_id')], cells[column('product_name')], cells[column('quantity')]]),
    ).toEqual([
      [ids.o2, 'Brake pad', '1'],
      [ids.o2, 'Chain kit', '1'],
      [ids.o4, `'@Chain, "kit"`, '5'],
      [ids.o6, 'Chain kit', '1'],
    ]);
    const formula = records[2]!;
    expect(formula[column('buyer_name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula[column('address')]).toBe('Flat "B", 12 Road\n=SUM(A1:A9)');
    expect(formula[column('phone')]).toBe("'+8801811111111");
    expect(formula[column('order_total')]).toBe('500');
    // The state and the way to pay by the same names every screen shows.
    expect(formula[column('state')]).toBe('Placed');
    expect(formula[column('payment_method')]).toBe('Cash on delivery');
    expect(formula[column('order_number')]).toMatch(ORDER_NUMBER_PATTERN);
    expect(records[0]![column('order_total')]).toBe('670');
    // The raw text: a cell with a quote, a comma or a line break is quoted, its quotes doubled.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('writes the CSV a page at a time, every order once however the pages fall', async () => {
    const chunks: string[] = [];
    for await (const chunk of exportOrdersCsv(t.database.db, {}, 2)) chunks.push(chunk);
    // The header, then three pages of two orders (o5 and o6, tied in time, on the same one).
    expect(chunks).toHaveLength(4);
    const orderIds = parseCsv(chunks.join(''))
      .slice(1)
      .map((record) => record.cells[ORDERS_CSV_COLUMNS.indexOf('order_id')]);
    expect(orderIds).toEqual([ids.o1, ids.o2, ids.o2, ids.o3, ids.o4, ...tiedPair()]);
    const again: string[] = [];
    for await (const chunk of exportOrdersCsv(t.database.db, {}, 5)) again.push(chunk);
    expect(again.join('')).toBe(chunks.join(''));
  });

  it('adds up the last 30 days: revenue of the orders that stand, states, top parts, COD against online', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=30', headers: admin });
    expect(response.statusCode).toBe(200);
    const sales = salesSchema.parse(response.json());
    expect(sales).toMatchObject({ days: 30, to: shopDay(new Date()), revenue: 870 });
    expect(sales.revenuePerDay).toHaveLength(30);
    expect(sales.revenuePerDay[0]!.date).toBe(sales.from);
    expect(sales.revenuePerDay.at(-1)!.date).toBe(sales.to);
    expect(sales.revenuePerDay.find((day) => day.date === shopDay(at.o2))).toEqual({
      date: shopDay(at.o2),
      revenue: 670,
      orders: 1,
    });
    expect(sales.revenuePerDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(870);
    expect(sales.ordersByState.map((entry) => entry.state)).toEqual([...ORDER_STATE_IDS]);
    expect(statesWithOrders(sales)).toEqual({ confirmed: 1, delivered: 1, cancelled: 1 });
    expect(sales.topParts).toEqual([
      { partId: partB._id, productName: partB.name, quantity: 1, revenue: 500 },
      { partId: partA._id, productName: partA.name, quantity: 3, revenue: 300 },
    ]);
    expect(sales.paymentSplit).toEqual({ cod: { orders: 1, revenue: 670 }, online: { orders: 1, revenue: 200 } });
  });

  it('and the last 90', async () => {
    const sales = salesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=90', headers: admin })).json(),
    );
    expect(sales.revenue).toBe(2000);
    expect(sales.revenuePerDay).toHaveLength(90);
    expect(statesWithOrders(sales)).toEqual({
      placed: 1,
      confirmed: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
      returned: 1,
    });
    expect(sales.topParts).toEqual([
      { partId: partB._id, productName: partB.name, quantity: 3, revenue: 1500 },
      { partId: partA._id, productName: partA.name, quantity: 3, revenue: 300 },
    ]);
    expect(sales.paymentSplit).toEqual({ cod: { orders: 1, revenue: 670 }, online: { orders: 2, revenue: 1330 } });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=7', headers: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('answers a customer 403 and a guest 401', async () => {
    const customer = await createCustomer(t.app, 'buyer-not-admin@example.com');
    for (const url of ['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/sales']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

/*
 * Bursts of orders against the unpaid-hold limits. PGlite runs one query at a time, so these
 * requests never overlap inside the database there and the tests would prove nothing: they run on
 * PostgreSQL only (DATABASE_URL), whose pool runs them side by side.
 */
describe.each(raceDrivers)('unpaid-hold limits under a burst on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  const form = { phone: '01711000000', address: 'Dhaka' };
  const order = (token: string, productId: string, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(token),
      payload: { productId, quantity, ...form },
      remoteAddress: freshAddress(),
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it('places only the orders that fit under the unpaid-order limit when one account sends many at once', async () => {
    const burst = await createCustomer(t.app, 'burst@example.com');
    // Two short of the limit first: a burst then sees some held already, as a hoarder's would.
    const [held, sent] = [UNPAID_ORDERS_PER_ACCOUNT_MAX - 2, 10];
    for (const part of catalogue.slice(0, held)) {
      expect((await order(burst.token, part._id, part.minimumOrder)).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      catalogue.slice(held, held + sent).map((part) => order(burst.token, part._id, part.minimumOrder)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.unpaidOrdersLimit());
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/booking?user=burst@example.com',
      headers: bearer(burst.token),
    });
    expect(orderListSchema.parse(mine.json())).toHaveLength(UNPAID_ORDERS_PER_ACCOUNT_MAX);
  });

  it(`lets one of 10 accounts ordering ${UNPAID_HOLD_STOCK_PERCENT_MAX}% of a part's stock at once have it`, async () => {
    const part = catalogue[15]!;
    await t.database.db.update(parts).set({ availableQuantity: 100, minimumOrder: 1 }).where(eq(parts.id, part._id));
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createCustomer(t.app, `half${i}@example.com`)),
    );
    const answers = await Promise.all(buyers.map((buyer) => order(buyer.token, part._id, 50)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      // Half of what was left once the first had its 50.
      expect(refused.json().message).toBe(messages.unpaidHoldTooLarge(25));
    }
    const left = (await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json() as Part;
    expect(left.availableQuantity).toBe(50);
  });
});
