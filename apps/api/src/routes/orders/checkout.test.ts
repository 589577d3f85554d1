import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutMessages,
  checkoutResponseSchema,
  lastDeliveryResponseSchema,
  messages,
  orderListSchema,
  outboxSchema,
  partListSchema,
  myOrderListSchema,
  ORDER_NUMBER_PATTERN,
  orderLifecycleMessages,
  shopOrderSchema,
  type Part,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';
import { outbox, parts, phoneCodes } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { startPayment } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startFakeSms } from '@motoforge/tools/fake-sms';
import { comillaAddress, dhakaAddress, doubleMooringAddress, mirpurAddress } from '../../test/delivery-addresses.js';
import { drivers } from '../../test/test-database.js';
import { releaseExpiredOrders } from '../../services/orders/release-expired-orders.js';

describe.each(drivers)('checkout on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  let admin: string;

  const checkout = (token: string, payload: object, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload,
      remoteAddress: freshAddress(),
    });
  const putCart = (token: string, lines: object[]) =>
    t.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(token), payload: { lines } });
  const orderOf = async (token: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
  const stockOf = async (id: string) =>
    (await t.database.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id)))[0]!.n;
  const smsTo = async (phone: string) =>
    outboxSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/outbox?to=${encodeURIComponent(phone)}`,
          headers: bearer(admin),
        })
      ).json(),
    ).items;
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
  const verify = (token: string, id: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/phone-code/verify`,
      headers: bearer(token),
      payload: { code },
    });
  const line = (part: Part, quantity = part.minimumOrder) => ({ partId: part._id, quantity });

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('checks out the cart by cash on delivery: amounts from the server, stock held, a code by SMS', async () => {
    const buyer = await createCustomer(t.app, 'cod-buyer@example.com');
    const [chain, filter] = [catalogue[1]!, catalogue[4]!];
    const stockBefore = [await stockOf(chain._id), await stockOf(filter._id)];
    await putCart(buyer.token, [line(chain), line(filter)]);

    const response = await checkout(buyer.token, {
      address: { ...dhakaAddress, phone: '+880 1712 345678' },
      paymentMethod: 'cod',
      // A tampering client: a total of its own is not part of the call, and is ignored.
      total: 1,
    });
    expect(response.statusCode).toBe(201);
    const placed = checkoutResponseSchema.parse(response.json());
    const subtotal = chain.price * chain.minimumOrder + filter.price * filter.minimumOrder;
    expect(placed).toEqual({
      orderId: placed.orderId,
      subtotal,
      deliveryFee: 70,
      total: subtotal + 70,
      next: { type: 'confirm-phone' },
    });
    expect([await stockOf(chain._id), await stockOf(filter._id)]).toEqual([
      stockBefore[0]! - chain.minimumOrder,
      stockBefore[1]! - filter.minimumOrder,
    ]);
    const cart = cartSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) })).json(),
    );
    expect(cart.lines).toEqual([]);

    const order = shopOrderSchema.parse((await orderOf(buyer.token, placed.orderId)).json());
    expect(order).toMatchObject({
      state: 'placed',
      paymentMethod: 'cod',
      paid: false,
      phoneConfirmed: false,
      phone: '+8801712345678',
      address: 'House 12, Road 3, Savar, Dhaka, Dhaka',
      delivery: { name: 'Rahim Uddin', districtId: DHAKA_DISTRICT_ID, street: 'House 12, Road 3' },
      total: subtotal + 70,
    });
    expect(order.lines.map((l) => [l.productName, l.quantity])).toEqual([
      [chain.name, chain.minimumOrder],
      [filter.name, filter.minimumOrder],
    ]);
    expect(order.lines[0]!._id).toBe(placed.orderId);
    // Each line reads as the spec's booking, which says how its order is paid (for the payment page).
    const bookings = orderListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/booking?user=cod-buyer@example.com',
          headers: bearer(buyer.token),
        })
      ).json(),
    );
    expect(bookings.map((booking) => [booking.orderId, booking.paymentMethod])).toEqual([
      [placed.orderId, 'cod'],
      [placed.orderId, 'cod'],
    ]);

    // The embedded shop has no SMS gateway: the code is read in the outbox (as typed, the phone is found).
    const [sms] = await smsTo('01712-345678');
    expect(sms).toMatchObject({ channel: 'sms', to: '+8801712345678', status: 'recorded' });
    expect(sms!.text).toMatch(/^Your MotoForge order code is \d{6}\. It is valid for 10 minutes\./);
    // The code is in the SMS alone: neither the checkout's answer nor the order shows it.
    expect(response.body).not.toContain(codeIn(sms!.text));
    expect((await orderOf(buyer.token, placed.orderId)).body).not.toContain(codeIn(sms!.text));

    const wrong = await verify(buyer.token, placed.orderId, codeIn(sms!.text) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(checkoutMessages.phoneCodeInvalid);
    const right = await verify(buyer.token, placed.orderId, codeIn(sms!.text));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ state: 'confirmed', phoneConfirmed: true, paid: false });
    // Confirmed twice is still confirmed.
    expect((await verify(buyer.token, placed.orderId, codeIn(sms!.text))).statusCode).toBe(200);

    // A cash-on-delivery order is never paid by card.
    const byCard = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(buyer.token),
      payload: { orderId: placed.orderId },
    });
    expect(byCard.json()).toMatchObject({ success: false, message: checkoutMessages.notPaidByCard });

    // Delivered: the admin records the cash, which pays the order; once only, and only for the admin.
    const collect = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/cash-collected`,
        headers: bearer(token),
      });
    expect((await collect(buyer.token)).statusCode).toBe(403);
    // Not before it has shipped: the cash is collected at the door.
    const early = await collect(admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(checkoutMessages.cashNotCollectable);
    for (const move of [{ to: 'packed' }, { to: 'shipped', courier: 'Sundarban', trackingCode: 'PA-1001' }]) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/transition`,
        headers: bearer(admin),
        payload: move,
      });
      expect(moved.statusCode).toBe(200);
    }
    const collected = await collect(admin);
    expect(collected.statusCode).toBe(200);
    const number = collected.json().number as string;
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    // The cash receipt is its tnxId, so the spec's columns read it as paid.
    expect(collected.json()).toMatchObject({ paid: true, state: 'delivered', tnxId: `COD-${number}` });
    const delivered = (
      await t.app.inject({
        method: 'GET',
        url: '/api/booking?user=cod-buyer@example.com',
        headers: bearer(buyer.token),
      })
    ).json();
    expect(delivered.map((booking: { paid: boolean; status: boolean }) => [booking.paid, booking.status])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect((await collect(admin)).json()).toMatchObject({
      success: false,
      message: checkoutMessages.cashNotCollectable,
    });
  });

  it("lists a buyer's orders one row per order, with only what each state allows", async () => {
    const buyer = await createCustomer(t.app, 'my-orders@example.com');
    const other = await createCustomer(t.app, 'not-mine@example.com');
    const [a, b, c] = [catalogue[5]!, catalogue[6]!, catalogue[7]!];
    const byCard = checkoutResponseSchema.parse(
      (await checkout(buyer.token, { lines: [line(a), line(b)], address: dhakaAddress, paymentMethod: 'card' })).json(),
    );
    const byCash = checkoutResponseSchema.parse(
      (
        await checkout(buyer.token, {
          lines: [line(c)],
          address: { ...dhakaAddress, phone: '01812-000111' },
          paymentMethod: 'cod',
        })
      ).json(),
    );
    const mine = async (token = buyer.token) =>
      myOrderListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json(),
      );

    let list = await mine();
    expect(list).toMatchObject({ total: 2, page: 1 });
    // One row per order: two parts, one total, never the total twice.
    const card = list.items.find((item) => item.id === byCard.orderId)!;
    expect(card.lines.map((entry) => entry.partId)).toEqual([a._id, b._id]);
    expect(card).toMatchObject({
      total: byCard.total,
      state: 'placed',
      paid: false,
      actions: ['pay', 'delete', 'cancel'],
    });
    expect(card.number).toMatch(ORDER_NUMBER_PATTERN);
    // Cash on delivery is never asked to pay online.
    expect(list.items.find((item) => item.id === byCash.orderId)!.actions).toEqual(['delete', 'cancel']);

    // Confirmed by its phone: no Proceed to Pay, no DELETE.
    const [sms] = await smsTo('+8801812000111');
    expect((await verify(buyer.token, byCash.orderId, codeIn(sms!.text))).statusCode).toBe(200);
    list = await mine();
    expect(list.items.find((item) => item.id === byCash.orderId)).toMatchObject({
      state: 'confirmed',
      actions: ['cancel'],
    });
    const refusedDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${byCash.orderId}`,
      headers: bearer(buyer.token),
    });
    expect(refusedDelete.statusCode).toBe(403);
    const adminDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${byCash.orderId}`,
      headers: bearer(admin),
    });
    expect(adminDelete.statusCode).toBe(409);
    expect(adminDelete.json().message).toBe(orderLifecycleMessages.orderOnRecord);

    // Cancelled: nothing left to do, and it stays on record.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${byCard.orderId}/cancel`,
      headers: bearer(buyer.token),
      payload: {},
    });
    list = await mine();
    expect(list.items.find((item) => item.id === byCard.orderId)).toMatchObject({ state: 'cancelled', actions: [] });

    // Another buyer sees none of them.
    expect((await mine(other.token)).items).toEqual([]);
  });

  it('charges the outside-Dhaka fee, and pays a card order for its total with delivery', async () => {
    const buyer = await createCustomer(t.app, 'card-buyer@example.com');
    const part = catalogue[2]!;
    const response = await checkout(buyer.token, {
      lines: [line(part)],
      address: comillaAddress,
      paymentMethod: 'card',
    });
    const placed = checkoutResponseSchema.parse(response.json());
    expect(placed.deliveryFee).toBe(130);
    expect(placed.next).toEqual({ type: 'pay', path: `/dashboard/payment/${placed.orderId}` });
    const intent = await startPayment(t.app, buyer.token, placed.orderId);
    expect(intent.amount).toBe(part.price * part.minimumOrder + 130);
  });

  it("charges a Dhaka city thana the inside-Dhaka fee and Chattogram's the outside one; a thana elsewhere is refused", async () => {
    const placeAt = async (email: string, part: Part, address: object) => {
      const buyer = await createCustomer(t.app, email);
      const response = await checkout(buyer.token, { lines: [line(part)], address, paymentMethod: 'card' });
      expect(response.statusCode).toBe(201);
      const placed = checkoutResponseSchema.parse(response.json());
      return { placed, order: shopOrderSchema.parse((await orderOf(buyer.token, placed.orderId)).json()) };
    };

    const mirpur = await placeAt('thana-mirpur@example.com', catalogue[2]!, mirpurAddress);
    expect(mirpur.placed.deliveryFee).toBe(70);
    expect(mirpur.order).toMatchObject({
      address: 'House 12, Road 3, Mirpur Model, Dhaka, Dhaka',
      delivery: { districtId: DHAKA_DISTRICT_ID, upazilaId: 'dhaka-mirpur-model' },
      total: mirpur.placed.subtotal + 70,
    });

    const doubleMooring = await placeAt('thana-chattogram@example.com', catalogue[3]!, doubleMooringAddress);
    expect(doubleMooring.placed.deliveryFee).toBe(130);
    expect(doubleMooring.order.address).toBe('House 12, Road 3, Double Mooring, Chattogram, Chattagram');

    // Mirpur Model sent as Chattogram's: no such place, whichever fee it would have paid.
    const buyer = await createCustomer(t.app, 'thana-elsewhere@example.com');
    const elsewhere = await checkout(buyer.token, {
      lines: [line(catalogue[3]!)],
      address: { ...doubleMooringAddress, upazilaId: mirpurAddress.upazilaId },
      paymentMethod: 'card',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ success: false, message: checkoutMessages.placeInvalid });
  });

  it('makes one order of a retried or double-clicked checkout', async () => {
    const buyer = await createCustomer(t.app, 'double-click@example.com');
    const part = catalogue[5]!;
    const stockBefore = await stockOf(part._id);
    const key = randomUUID();
    const payload = { lines: [line(part)], address: { ...dhakaAddress, phone: '01812345678' }, paymentMethod: 'cod' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => checkout(buyer.token, payload, key)));
    const again = await checkout(buyer.token, payload, key);
    const ids = new Set([...answers, again].map((answer) => answer.json().orderId));
    expect([...answers, again].map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(await stockOf(part._id)).toBe(stockBefore - part.minimumOrder);
    expect(await smsTo('+8801812345678')).toHaveLength(1);
  });

  it.each([
    ['a landline', { phone: '02-9876543' }, checkoutMessages.mobileInvalid],
    ['an empty street', { street: '  ' }, checkoutMessages.streetRequired],
    ['no upazila', { upazilaId: '' }, checkoutMessages.placeRequired],
  ])('refuses %s with a clear message', async (_label, change, message) => {
    const buyer = await createCustomer(t.app, `bad-${_label.replace(/\W/g, '')}@example.com`);
    const response = await checkout(buyer.token, {
      lines: [line(catalogue[1]!)],
      address: { ...dhakaAddress, ...change },
      paymentMethod: 'cod',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(message);
  });

  it('refuses an upazila outside its district, a missing Idempotency-Key, and an unknown payment method', async () => {
    const buyer = await createCustomer(t.app, 'bad-place@example.com');
    const elsewhere = await checkout(buyer.token, {
      lines: [line(catalogue[1]!)],
      address: { ...dhakaAddress, upazilaId: '1' },
      paymentMethod: 'cod',
    });
    expect(elsewhere.json()).toMatchObject({ success: false, message: checkoutMessages.placeInvalid });
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(buyer.token),
      payload: { lines: [line(catalogue[1]!)], address: dhakaAddress, paymentMethod: 'cod' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].message).toBe(checkoutMessages.idempotencyKeyRequired);
    const online = await checkout(buyer.token, {
      lines: [line(catalogue[1]!)],
      address: dhakaAddress,
      paymentMethod: 'sslcommerz',
    });
    expect(online.json()).toMatchObject({ success: false, message: checkoutMessages.paymentMethodUnavailable });
  });

  it('says which part ran out meanwhile, and changes nothing', async () => {
    const buyer = await createCustomer(t.app, 'ran-out@example.com');
    const [plenty, scarce] = [catalogue[6]!, catalogue[7]!];
    await putCart(buyer.token, [line(plenty), line(scarce)]);
    const stockBefore = await stockOf(plenty._id);
    const scarceBefore = await stockOf(scarce._id);
    await t.database.db.update(parts).set({ availableQuantity: 0 }).where(eq(parts.id, scarce._id));
    const response = await checkout(buyer.token, { address: dhakaAddress, paymentMethod: 'cod' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(checkoutMessages.partQuantityNow(scarce.name));
    expect(await stockOf(plenty._id)).toBe(stockBefore);
    const cart = cartSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) })).json(),
    );
    expect(cart.lines).toHaveLength(2);
    await t.database.db.update(parts).set({ availableQuantity: scarceBefore }).where(eq(parts.id, scarce._id));

    await t.database.db.update(parts).set({ deletedAt: new Date() }).where(eq(parts.id, scarce._id));
    const removed = await checkout(buyer.token, { address: dhakaAddress, paymentMethod: 'cod' });
    expect(removed.json()).toEqual({
      success: false,
      message: checkoutMessages.partNoLongerSold(scarce.name),
      code: 'checkout.partNoLongerSold',
      params: { name: scarce.name },
    });
    await t.database.db.update(parts).set({ deletedAt: null }).where(eq(parts.id, scarce._id));
  });

  it('refuses a part already in an unpaid order with the spec’s message, and an empty cart', async () => {
    const buyer = await createCustomer(t.app, 'twice@example.com');
    const part = catalogue[8]!;
    expect(
      (await checkout(buyer.token, { lines: [line(part)], address: dhakaAddress, paymentMethod: 'cod' })).statusCode,
    ).toBe(201);
    const second = await checkout(buyer.token, { lines: [line(part)], address: dhakaAddress, paymentMethod: 'cod' });
    expect(second.json()).toMatchObject({ success: false, message: messages.orderAlreadyPlaced });
    const empty = await checkout(buyer.token, { address: dhakaAddress, paymentMethod: 'cod' });
    expect(empty.json()).toEqual({ success: false, message: 'Your cart is empty', code: 'checkout.cartEmpty' });
  });

  it('keeps cash on delivery to orders of ৳20,000 or less', async () => {
    const buyer = await createCustomer(t.app, 'big-cod@example.com');
    const dear = catalogue.find((part) => part.price * part.availableQuantity > 20_000 && part.price <= 20_000)!;
    const quantity = Math.max(dear.minimumOrder, Math.ceil(20_000 / dear.price));
    const response = await checkout(buyer.token, {
      lines: [line(dear, quantity)],
      address: dhakaAddress,
      paymentMethod: 'cod',
    });
    // What a caller branches on, beside the spec's words: the message's code and its value.
    expect(response.json()).toEqual({
      success: false,
      message: 'Cash on delivery is for orders up to ৳20,000: please pay online',
      code: 'checkout.codTooLarge',
      params: { max: 20_000 },
    });
  });

  it('locks the code after 5 wrong tries, refuses an expired one, and re-sends at most once a minute', async () => {
    const buyer = await createCustomer(t.app, 'guesser@example.com');
    const placed = (
      await checkout(buyer.token, {
        lines: [line(catalogue[9]!)],
        address: { ...dhakaAddress, phone: '01912345678' },
        paymentMethod: 'cod',
      })
    ).json();
    const code = codeIn((await smsTo('+8801912345678'))[0]!.text);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(buyer.token, placed.orderId, wrong)).json().message);
    expect(answers).toEqual([...Array(4).fill(checkoutMessages.phoneCodeInvalid), checkoutMessages.phoneCodeLocked]);
    const afterLock = await verify(buyer.token, placed.orderId, code);
    expect(afterLock.statusCode).toBe(429);
    expect(afterLock.json().message).toBe(checkoutMessages.phoneCodeLocked);

    const resend = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${placed.orderId}/phone-code`, headers: bearer(buyer.token) });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^A new code can be sent in \d+ seconds$/);
    await t.database.db
      .update(phoneCodes)
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .where(eq(phoneCodes.orderId, placed.orderId));
    expect((await resend()).statusCode).toBe(202);
    const newCode = codeIn((await smsTo('+8801912345678'))[0]!.text);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.orderId, placed.orderId));
    const expired = await verify(buyer.token, placed.orderId, newCode);
    expect(expired.json()).toMatchObject({ success: false, message: checkoutMessages.phoneCodeExpired });
  });

  it('never oversells: 30 checkouts of two parts at once for the last 7 of one → exactly 7 orders', async () => {
    const [scarce, plenty] = [catalogue[13]!, catalogue[14]!];
    await t.database.db.update(parts).set({ availableQuantity: 7, minimumOrder: 1 }).where(eq(parts.id, scarce._id));
    const plentyBefore = await stockOf(plenty._id);
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createCustomer(t.app, `rush-two-${i}@example.com`)),
    );
    const results = await Promise.all(
      buyers.map((buyer, i) => {
        // Half name the parts the other way round: the checkout locks them in one order all the same.
        const lines = [line(scarce, 1), line(plenty)];
        return checkout(buyer.token, {
          lines: i % 2 === 0 ? lines : lines.reverse(),
          address: dhakaAddress,
          paymentMethod: 'card',
        });
      }),
    );
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    expect(await stockOf(scarce._id)).toBe(0);
    // Every refused checkout changed nothing: the other part went only into the 7 orders.
    expect(await stockOf(plenty._id)).toBe(plentyBefore - 7 * plenty.minimumOrder);
  }, 120_000);

  it('refuses a COD checkout to a phone that has had 5 codes this hour, placing nothing', async () => {
    const buyer = await createCustomer(t.app, 'many-codes@example.com');
    await t.database.db.insert(outbox).values(
      Array.from({ length: 5 }, () => ({
        channel: 'sms' as const,
        to: '+8801311111111',
        text: 'a code',
        purpose: 'phone-code',
        status: 'recorded' as const,
      })),
    );
    const part = catalogue[12]!;
    const before = await stockOf(part._id);
    const response = await checkout(buyer.token, {
      lines: [line(part)],
      address: { ...dhakaAddress, phone: '01311-111111' },
      paymentMethod: 'cod',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(checkoutMessages.phoneCodesTooMany);
    expect(await stockOf(part._id)).toBe(before);
  });

  it('releases a COD order whose phone was not confirmed in 30 minutes, and keeps a confirmed one', async () => {
    const buyer = await createCustomer(t.app, 'slow-confirm@example.com');
    const [part, kept] = [catalogue[10]!, catalogue[15]!];
    const before = await stockOf(part._id);
    const codOrder = async (ordered: Part, phone: string) =>
      (
        await checkout(buyer.token, {
          lines: [line(ordered)],
          address: { ...dhakaAddress, phone },
          paymentMethod: 'cod',
        })
      ).json().orderId as string;
    const slow = await codOrder(part, '01512345678');
    const quick = await codOrder(kept, '01512345679');
    expect((await verify(buyer.token, quick, codeIn((await smsTo('+8801512345679'))[0]!.text))).statusCode).toBe(200);
    expect(await stockOf(part._id)).toBe(before - part.minimumOrder);

    const noPayments = { cancelIntent: async () => null } as never;
    await releaseExpiredOrders(t.database.db, noPayments, { now: new Date(Date.now() + 29 * 60_000) });
    expect((await orderOf(buyer.token, slow)).statusCode).toBe(200);
    const tally = await releaseExpiredOrders(t.database.db, noPayments, { now: new Date(Date.now() + 31 * 60_000) });
    expect(tally.released).toBeGreaterThanOrEqual(1);
    expect((await orderOf(buyer.token, slow)).statusCode).toBe(404);
    expect(await stockOf(part._id)).toBe(before);
    // Confirmed: it waits, unpaid, for the cash at the door.
    expect((await orderOf(buyer.token, quick)).json()).toMatchObject({ state: 'confirmed', paid: false });
  });

  it("offers the caller's own last delivery address: null before the first order, never another's", async () => {
    const lastDeliveryOf = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/checkout/last-delivery',
        ...(token ? { headers: bearer(token) } : {}),
      });
    const buyer = await createCustomer(t.app, 'returning-buyer@example.com');
    const neighbour = await createCustomer(t.app, 'neighbour-buyer@example.com');
    expect((await lastDeliveryOf()).statusCode).toBe(401);
    expect(lastDeliveryResponseSchema.parse((await lastDeliveryOf(buyer.token)).json())).toEqual({ address: null });

    await checkout(buyer.token, { lines: [line(catalogue[6]!)], address: dhakaAddress, paymentMethod: 'card' });
    const moved = { ...comillaAddress, name: 'Rahim U.', street: 'Kandirpar, House 9', phone: '+880 1912 345678' };
    const latest = await checkout(buyer.token, { lines: [line(catalogue[7]!)], address: moved, paymentMethod: 'card' });
    expect(latest.statusCode).toBe(201);
    // Someone else's newer order, to another address, is not the buyer's.
    await checkout(neighbour.token, {
      lines: [line(catalogue[6]!)],
      address: { ...dhakaAddress, name: 'Karim Mia', phone: '01812-000111' },
      paymentMethod: 'card',
    });

    expect(lastDeliveryResponseSchema.parse((await lastDeliveryOf(buyer.token)).json())).toEqual({
      address: { ...moved, phone: '+8801912345678' },
    });
    expect(lastDeliveryResponseSchema.parse((await lastDeliveryOf(neighbour.token)).json())).toEqual({
      address: { ...dhakaAddress, name: 'Karim Mia', phone: '+8801812000111' },
    });
  });

  it("shows an order to its buyer and the admin only; never a code, and not someone else's", async () => {
    const owner = await createCustomer(t.app, 'order-owner@example.com');
    const other = await createCustomer(t.app, 'order-snoop@example.com');
    const placed = (
      await checkout(owner.token, { lines: [line(catalogue[11]!)], address: dhakaAddress, paymentMethod: 'card' })
    ).json();
    expect((await orderOf(other.token, placed.orderId)).statusCode).toBe(404);
    expect((await orderOf(admin, placed.orderId)).statusCode).toBe(200);
    const verifyOther = await verify(other.token, placed.orderId, '123456');
    expect(verifyOther.statusCode).toBe(404);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(other.token) });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the phone code by SMS through BulkSMSBD (the fake)', () => {
  it('sends the code to the gateway in the account’s language, and records what the gateway said', async () => {
    const gateway = await startFakeSms();
    const t = await createTestApp(drivers[0]!, {
      env: { SMS_API_KEY: gateway.apiKey, SMS_SENDER_ID: gateway.senderId, SMS_BASE_URL: gateway.url },
    });
    try {
      const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
      const buyer = await createCustomer(t.app, 'bangla-sms@example.com');
      await t.database.db.execute(sql`update users set language = 'bn' where email = 'bangla-sms@example.com'`);
      const send = (phone: string, part: Part) =>
        t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
          payload: {
            lines: [{ partId: part._id, quantity: part.minimumOrder }],
            address: { ...dhakaAddress, phone },
            paymentMethod: 'cod',
          },
        });
      expect((await send('01612345678', catalogue[1]!)).statusCode).toBe(201);
      const [message] = gateway.messages('8801612345678');
      expect(message!.text).toMatch(/^আপনার মোটোফোর্জ অর্ডার কোড \d{6}। এটি ১০ মিনিট বৈধ।/);

      // The gateway down: the order is still placed, and the outbox says the SMS failed.
      gateway.setDown(true);
      expect((await send('01612345679', catalogue[2]!)).statusCode).toBe(201);
      const admin = await adminToken(t.app);
      const outbox = outboxSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(admin) })).json(),
      );
      // The SMS alone: sign-up's e-mail to verify the address may be recorded too, as soon as it is written.
      const texts = outbox.items.filter((item) => item.channel === 'sms');
      expect(texts.map((item) => [item.to, item.status])).toEqual([
        ['+8801612345679', 'failed'],
        ['+8801612345678', 'sent'],
      ]);
    } finally {
      await t.close();
      await gateway.close();
    }
  });
});
