import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, partListSchema, type Part } from '@motoforge/contract';
import { orders, testPaymentIntents } from '../../db/schema.js';
import { bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { chargeCard, placeOrder as placeOrderOf } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers } from '../../test/test-database.js';

describe.each(drivers)('card payment with the built-in test provider on %s', (driver) => {
  let t: TestApp;
  let part: Part;
  let buyer: { token: string };

  const placeOrder = async (token: string, partToOrder: Part) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(token),
      payload: {
        productId: partToOrder._id,
        quantity: partToOrder.minimumOrder,
        phone: '01711000000',
        address: 'Dhaka',
      },
      remoteAddress: freshAddress(),
    });
    return response.json().insertedId as string;
  };
  const createIntent = (token: string, orderId: string, price?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(token),
      payload: { orderId, ...(price === undefined ? {} : { price }) },
    });
  const confirm = (clientSecret: string, number: string, expiry = '12 / 34', cvc = '123') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret,
        card: { number, expiry, cvc },
        billingDetails: { name: part.name, email: 'pay@example.com' },
      },
      remoteAddress: freshAddress(),
    });
  const storedIntent = async (id: string) =>
    (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
  const markPaid = (token: string, orderId: string, tnxId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(token),
      payload: { orderId, tnxId, status: false },
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    [, , , part] = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json()) as [
      Part,
      Part,
      Part,
      Part,
    ];
  });
  // A buyer of each test's own: one customer may hold one unpaid order of a part, so tests that
  // shared one would depend on the order they run in.
  let buyers = 0;
  beforeEach(async () => {
    buyers += 1;
    buyer = await createCustomer(t.app, `payer-${buyers}@example.com`, 'Payer');
  });
  afterAll(() => t.close());

  it('pays an order end to end: intent for the database amount, card 4242…, marked paid with its tnxId', async () => {
    const orderId = await placeOrder(buyer.token, part);
    const intentResponse = await createIntent(buyer.token, orderId, 0.01);
    expect(intentResponse.statusCode).toBe(200);
    const intent = intentResponse.json();
    // The part, and delivery outside Dhaka: the purchase call's one-line address names no district.
    expect(intent).toMatchObject({ amount: part.price * part.minimumOrder + 130, currency: 'bdt' });
    // Asking again gives the same intent (one per order).
    expect((await createIntent(buyer.token, orderId)).json().paymentIntentId).toBe(intent.paymentIntentId);

    const confirmed = await confirm(intent.clientSecret, '4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ paymentIntent: { id: intent.paymentIntentId, status: 'succeeded' } });

    const paid = await markPaid(buyer.token, orderId, intent.paymentIntentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      modifiedCount: 1,
      order: { paid: true, tnxId: intent.paymentIntentId },
    });
    // Saying it twice changes nothing; paying a paid order is refused.
    expect((await markPaid(buyer.token, orderId, intent.paymentIntentId)).json()).toMatchObject({ modifiedCount: 0 });
    expect((await createIntent(buyer.token, orderId)).statusCode).toBe(409);
    // The stored intent keeps no card number.
    const stored = await t.database.db.select().from(testPaymentIntents);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['', 'Your card number is incomplete.'],
    ['4242 4242 4242', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242 4242 4242 424x', 'Your card number is invalid.'],
    [
      '4111 1111 1111 1111',
      'Your card was declined. This shop is in test mode: use a test card such as 4242 4242 4242 4242.',
    ],
  ])('declines card %s with "%s" and leaves the order unpaid', async (number, message) => {
    const owner = await createCustomer(t.app, `decline${number.replaceAll(' ', '')}@example.com`);
    const ownOrder = await placeOrder(owner.token, part);
    const intent = (await createIntent(owner.token, ownOrder)).json();
    const response = await confirm(intent.clientSecret, number);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ success: false, message });
    const claim = await markPaid(owner.token, ownOrder, intent.paymentIntentId);
    expect(claim.statusCode).toBe(402);
    expect(claim.json()).toMatchObject({ success: false, message: 'The payment has not gone through' });
  });

  it.each([
    ['an expired card', '01 / 20', '123', "Your card's expiration date is in the past."],
    ['a bad expiry', '13 / 30', '123', "Your card's expiration date is incomplete."],
    ['a short CVC', '12 / 34', '1', "Your card's security code is incomplete."],
  ])('refuses %s', async (_label, expiry, cvc, message) => {
    const owner = await createCustomer(t.app, `card${expiry.replace(/\D/g, '')}${cvc}@example.com`);
    const intent = (await createIntent(owner.token, await placeOrder(owner.token, part))).json();
    const response = await confirm(intent.clientSecret, '4242424242424242', expiry, cvc);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('will not start a payment no card can carry: an order over ৳999,999.99 from before that rule', async () => {
    const orderId = await placeOrder(buyer.token, part);
    // As an order placed before orders were capped at what one card payment can take.
    await t.database.db
      .update(orders)
      .set({ subtotalPoisha: 150_000_000, deliveryFeePoisha: 0, totalPoisha: 150_000_000 })
      .where(eq(orders.id, orderId));
    const response = await createIntent(buyer.token, orderId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.orderTotalTooLarge);
  });

  it('cancels the payment of a deleted order: its card can no longer be charged, and its stock is back', async () => {
    const owner = await createCustomer(t.app, 'changed-mind@example.com');
    const orderId = await placeOrder(owner.token, part);
    const intent = (await createIntent(owner.token, orderId)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${orderId}`,
      headers: bearer(owner.token),
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    const charge = await confirm(intent.clientSecret, '4242 4242 4242 4242');
    expect(charge.statusCode).toBe(409);
    expect(charge.json()).toMatchObject({ success: false, message: messages.paymentCancelled });
    expect(await storedIntent(intent.paymentIntentId)).toMatchObject({ status: 'canceled', cardLast4: null });
  });

  it.each([
    [
      'whose order is gone, however it went',
      // Removed without the shop's release (by hand in the database, or a path that forgets to cancel).
      (orderId: string) => t.database.db.delete(orders).where(eq(orders.id, orderId)),
      messages.paymentCancelled,
    ],
    [
      'of an order already paid',
      // Paid by another payment meanwhile (as a webhook records one).
      (orderId: string) =>
        t.database.db
          .update(orders)
          .set({ state: 'confirmed', tnxId: 'pi_test_another', paidAt: new Date() })
          .where(eq(orders.id, orderId)),
      messages.orderAlreadyPaid,
    ],
  ])('refuses to charge an intent %s, and cancels it', async (label, change, message) => {
    const owner = await createCustomer(t.app, `refused-${label.length}@example.com`);
    const orderId = await placeOrder(owner.token, part);
    const intent = (await createIntent(owner.token, orderId)).json();
    await change(orderId);

    const charge = await confirm(intent.clientSecret, '4242 4242 4242 4242');
    expect(charge.statusCode).toBe(409);
    expect(charge.json()).toMatchObject({ success: false, message });
    expect(await storedIntent(intent.paymentIntentId)).toMatchObject({ status: 'canceled', cardLast4: null });
  });

  it('keeps an order whose card payment went through before it was deleted, and records it paid', async () => {
    const owner = await createCustomer(t.app, 'paid-then-deleted@example.com');
    const orderId = await placeOrder(owner.token, part);
    const intent = (await createIntent(owner.token, orderId)).json();
    // The card is charged, but the page that would record it never gets to (a closed tab).
    expect((await confirm(intent.clientSecret, '4242 4242 4242 4242')).statusCode).toBe(200);
    const stockBefore = (await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${orderId}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({ success: false, message: messages.onlyUnpaidOrdersDeletable });
    const order = await t.app.inject({ method: 'GET', url: `/api/booking/${orderId}`, headers: bearer(owner.token) });
    expect(order.json()).toMatchObject({ paid: true, tnxId: intent.paymentIntentId });
    const stockAfter = (await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json();
    expect(stockAfter.availableQuantity).toBe(stockBefore.availableQuantity);
  });

  it('starts a new payment for an order whose earlier one was cancelled', async () => {
    const owner = await createCustomer(t.app, 'second-try@example.com');
    const orderId = await placeOrder(owner.token, part);
    const first = (await createIntent(owner.token, orderId)).json();
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'canceled' })
      .where(eq(testPaymentIntents.id, first.paymentIntentId));

    const second = (await createIntent(owner.token, orderId)).json();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await confirm(second.clientSecret, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await markPaid(owner.token, orderId, second.paymentIntentId)).json()).toMatchObject({
      modifiedCount: 1,
      order: { paid: true, tnxId: second.paymentIntentId },
    });
  });

  it("does not accept another order's payment, nor a made-up one, as payment", async () => {
    const owner = await createCustomer(t.app, 'cheat@example.com');
    const cheapPart = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())[4]!;
    const cheapOrder = await placeOrder(owner.token, cheapPart);
    const dearOrder = await placeOrder(owner.token, part);
    const cheapIntent = (await createIntent(owner.token, cheapOrder)).json();
    expect((await confirm(cheapIntent.clientSecret, '4242424242424242')).statusCode).toBe(200);
    expect((await markPaid(owner.token, dearOrder, cheapIntent.paymentIntentId)).statusCode).toBe(402);
    expect((await markPaid(owner.token, dearOrder, 'pi_test_made_up')).statusCode).toBe(402);
  });
});

/*
 * Requests for one order racing each other, as from two browser tabs. PGlite runs one query at a
 * time, so on PGlite these requests never overlap inside the database and the tests would prove
 * nothing: they run on PostgreSQL only (DATABASE_URL), whose pool runs them side by side. The
 * same races across two server processes: processes/postgres.test.ts.
 */
describe.each(raceDrivers)('payment races on %s', (driver) => {
  let t: TestApp;
  let part: Part;
  let customers = 0;
  const PARALLEL = 8;

  const newOrder = async () => {
    customers += 1;
    const owner = await createCustomer(t.app, `racer${customers}@example.com`);
    return { token: owner.token, orderId: await placeOrderOf(t.app, owner.token, part) };
  };
  const createIntents = async (token: string, orderId: string) => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(token),
          payload: { orderId },
          remoteAddress: freshAddress(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PARALLEL).fill(200));
    return answers.map((answer) => answer.json() as { paymentIntentId: string; clientSecret: string });
  };
  const confirm = (clientSecret: string) => chargeCard(t.app, clientSecret);
  const intentsOf = (orderId: string) =>
    t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId));
  const remove = (token: string, orderId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/booking/${orderId}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(driver);
    part = partListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())
      .find((candidate) => candidate.availableQuantity >= 40 * candidate.minimumOrder)!;
  });
  afterAll(() => t.close());

  it(`gives ${PARALLEL} simultaneous payment pages of one order one intent, the only live one`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, orderId } = await newOrder();
      const intents = await createIntents(token, orderId);
      expect(new Set(intents.map((intent) => intent.paymentIntentId)).size).toBe(1);
      const live = await t.database.db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.orderId, orderId), ne(testPaymentIntents.status, 'canceled')));
      expect(live.map((intent) => intent.id)).toEqual([intents[0]!.paymentIntentId]);
    }
  });

  it('charges an order at most once when every secret handed out is confirmed at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, orderId } = await newOrder();
      const secrets = [...new Set((await createIntents(token, orderId)).map((intent) => intent.clientSecret))];
      const answers = await Promise.all(secrets.flatMap((secret) => [confirm(secret), confirm(secret)]));
      const charged = new Set(
        answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().paymentIntent.id),
      );
      expect(charged.size).toBe(1);
      const succeeded = (await intentsOf(orderId)).filter((intent) => intent.status === 'succeeded');
      expect(succeeded.map((intent) => intent.id)).toEqual([...charged]);
    }
  });

  it('refuses every secret handed out once the order is deleted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, orderId } = await newOrder();
      const secrets = [...new Set((await createIntents(token, orderId)).map((intent) => intent.clientSecret))];
      expect((await remove(token, orderId)).json()).toEqual({ deletedCount: 1 });
      const answers = await Promise.all(secrets.map(confirm));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ success: false, message: messages.paymentCancelled });
      }
      expect((await intentsOf(orderId)).every((intent) => intent.status === 'canceled')).toBe(true);
    }
  });

  it('never charges a deleted order when its deletion and its payment race', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, orderId } = await newOrder();
      const { clientSecret } = (await createIntents(token, orderId))[0]!;
      const [deleted, charged] = await Promise.all([remove(token, orderId), confirm(clientSecret)]);
      const order = await t.app.inject({ method: 'GET', url: `/api/booking/${orderId}`, headers: bearer(token) });
      const succeeded = (await intentsOf(orderId)).filter((intent) => intent.status === 'succeeded');
      if (deleted.statusCode === 200) {
        // The order went first: the card is not charged.
        expect(deleted.json()).toEqual({ deletedCount: 1 });
        expect(charged.statusCode).toBe(409);
        expect(order.statusCode).toBe(404);
        expect(succeeded).toEqual([]);
      } else {
        // The payment went first: the order stays, paid, and the delete is refused.
        expect(deleted.statusCode).toBe(403);
        expect(charged.statusCode).toBe(200);
        expect(order.json()).toMatchObject({ paid: true });
        expect(succeeded).toHaveLength(1);
      }
    }
  });
});
