import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  orderListSchema,
  partListSchema,
  UNPAID_HOLD_STOCK_PERCENT_MAX,
  UNPAID_ORDERS_PER_ACCOUNT_MAX,
  type Part,
} from '@motoforge/contract';
import { parts, users } from '../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers, raceDrivers } from '../test/test-database.js';

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
    expect(again.json()).toEqual({ success: false, message: 'Order Already placed' });
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
      expect(response.json().message).toBe(`quantity: ${messages.quantityOutOfRange}`);
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
    expect(refused.json()).toEqual({
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
