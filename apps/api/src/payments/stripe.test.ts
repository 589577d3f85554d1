import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema, type Part } from '@motoforge/contract';
import { bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { startFakeStripe } from '../test/fake-stripe.js';
import { placeOrder as placeOrderOf, startPayment as startPaymentOf } from '../test/orders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers, raceDrivers, type DriverKind } from '../test/test-database.js';

const WEBHOOK_SECRET = 'whsec_test_motoforge';

/** The shop on `driver` with Stripe's keys, whose Stripe is a fake of its own. */
async function startStripeShop(driver: DriverKind) {
  const stripeFake = await startFakeStripe();
  const t = await createTestApp(driver, {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeFake.url,
    },
  });
  const part = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())[2]!;
  return {
    stripeFake,
    t,
    part,
    close: async () => {
      await t.close();
      await stripeFake.close();
    },
  };
}
type StripeShop = Awaited<ReturnType<typeof startStripeShop>>;

describe.each(drivers)('Stripe provider against a local fake Stripe on %s', (driver) => {
  let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: TestApp;
  let part: Part;
  const signer = new Stripe('sk_test_fake');

  const placeOrder = (token: string) => placeOrderOf(t.app, token, part);
  const startPayment = async (token: string, orderId: string) =>
    (await startPaymentOf(t.app, token, orderId)).paymentIntentId;
  const orderOf = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/booking/${id}`, headers: bearer(token) })).json();
  const sendWebhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const succeededEvent = (id: string, intent: object) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });

  let shop: StripeShop;

  beforeAll(async () => {
    shop = await startStripeShop(driver);
    ({ stripeFake, t, part } = shop);
  });
  afterAll(() => shop.close());

  it('tells the SPA to use Stripe with the publishable key', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.payment).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates one PaymentIntent per order in BDT for the database amount, with an idempotency key', async () => {
    const requestsBefore = stripeFake.requests.length;
    const buyer = await createCustomer(t.app, 'stripe1@example.com');
    const orderId = await placeOrder(buyer.token);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(buyer.token),
      payload: { orderId, price: 1 },
    });
    expect(first.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = first.json();
    const stored = stripeFake.intents.get(paymentIntentId)!;
    expect(stored).toMatchObject({
      // The part and the outside-Dhaka delivery (the purchase call's address names no district), in poisha.
      amount: Math.round(part.price * 100) * part.minimumOrder + 13_000,
      currency: 'bdt',
      metadata: { orderId },
    });
    expect(clientSecret).toBe(stored.client_secret);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(buyer.token),
      payload: { orderId },
    });
    expect(second.json().paymentIntentId).toBe(paymentIntentId);
    // This test's creates (other tests' cancels, before or after it, carry keys of their own).
    const creates = stripeFake.requests
      .slice(requestsBefore)
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.length).toBeGreaterThan(0);
    expect(creates.every((r) => r.idempotencyKey?.startsWith('order-'))).toBe(true);

    // Not paid until Stripe says so.
    const early = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(buyer.token),
      payload: { tnxId: paymentIntentId },
    });
    expect(early.statusCode).toBe(402);
    stripeFake.succeed(paymentIntentId);
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(buyer.token),
      payload: { tnxId: paymentIntentId },
    });
    expect(paid.json()).toMatchObject({ modifiedCount: 1, order: { paid: true, tnxId: paymentIntentId } });
  });

  it('cancels the PaymentIntent of a deleted order at Stripe, and keeps an order Stripe says was paid', async () => {
    const buyer = await createCustomer(t.app, 'stripe-delete@example.com');
    const remove = (orderId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/booking/${orderId}`, headers: bearer(buyer.token) });

    const abandoned = await placeOrder(buyer.token);
    const abandonedIntent = await startPayment(buyer.token, abandoned);
    expect((await remove(abandoned)).json()).toEqual({ deletedCount: 1 });
    expect(stripeFake.intents.get(abandonedIntent)?.status).toBe('canceled');

    // Paid at Stripe, but neither the page nor the webhook has told the shop yet.
    const paid = await placeOrder(buyer.token);
    const paidIntent = await startPayment(buyer.token, paid);
    stripeFake.succeed(paidIntent);
    const refused = await remove(paid);
    expect(refused.statusCode).toBe(403);
    expect(await orderOf(buyer.token, paid)).toMatchObject({ paid: true, tnxId: paidIntent });
  });

  it('starts a new PaymentIntent, under a new idempotency key, for an order whose earlier one was cancelled', async () => {
    const buyer = await createCustomer(t.app, 'stripe-retry@example.com');
    const orderId = await placeOrder(buyer.token);
    const first = await startPayment(buyer.token, orderId);
    stripeFake.intents.get(first)!.status = 'canceled';
    const second = await startPayment(buyer.token, orderId);
    expect(second).not.toBe(first);
    expect(stripeFake.intents.get(second)?.status).toBe('requires_payment_method');
  });

  it('marks the order paid from the signed webhook even if the buyer never comes back; a replay changes nothing', async () => {
    const buyer = await createCustomer(t.app, 'stripe2@example.com');
    const orderId = await placeOrder(buyer.token);
    const { paymentIntentId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(buyer.token),
        payload: { orderId },
      })
    ).json();
    const intent = stripeFake.succeed(paymentIntentId);

    const delivered = await sendWebhook(succeededEvent('evt_1', intent));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true, result: 'handled' });
    expect(await orderOf(buyer.token, orderId)).toMatchObject({ paid: true, tnxId: paymentIntentId });

    const replayed = await sendWebhook(succeededEvent('evt_1', intent));
    expect(replayed.json()).toEqual({ received: true, result: 'duplicate' });
  });

  it('refuses a webhook with a bad signature (400) and a forged amount changes nothing', async () => {
    const buyer = await createCustomer(t.app, 'stripe3@example.com');
    const orderId = await placeOrder(buyer.token);
    const forged = succeededEvent('evt_2', {
      id: 'pi_forged',
      object: 'payment_intent',
      amount: 1,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { orderId },
    });
    const badSignature = await sendWebhook(forged, 'whsec_wrong');
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json()).toMatchObject({ success: false, message: 'Invalid Stripe signature' });
    const wrongAmount = await sendWebhook(forged);
    expect(wrongAmount.json()).toEqual({ received: true, result: 'ignored' });
    expect(await orderOf(buyer.token, orderId)).toMatchObject({ paid: false, tnxId: null });
  });

  it('handles 10 simultaneous deliveries of one event once', async () => {
    const buyer = await createCustomer(t.app, 'stripe4@example.com');
    const orderId = await placeOrder(buyer.token);
    const { paymentIntentId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(buyer.token),
        payload: { orderId },
      })
    ).json();
    const intent = stripeFake.succeed(paymentIntentId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sendWebhook(succeededEvent('evt_burst', intent)).then((r) => r.json().result)),
    );
    expect(results.filter((result) => result === 'handled')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(9);
    expect(await orderOf(buyer.token, orderId)).toMatchObject({ paid: true, tnxId: paymentIntentId });
  });
});

/** The proofs below rest on the fake: it must keep Idempotency-Key as Stripe documents it. */
describe('the fake Stripe honours Idempotency-Key as Stripe does', () => {
  let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripe: Stripe;
  const params = { amount: 120_000, currency: 'bdt', metadata: { orderId: 'o1' } };

  beforeAll(async () => {
    stripeFake = await startFakeStripe();
    const url = new URL(stripeFake.url);
    stripe = new Stripe('sk_test_fake', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripeFake.close());

  it('answers the same key and parameters with the first answer, saved as it was then', async () => {
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'key-same' });
    await stripe.paymentIntents.cancel(first.id);
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'key-same' });
    expect(again.id).toBe(first.id);
    // The saved response, not the intent as it is now.
    expect(again.status).toBe('requires_payment_method');
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(stripeFake.intents.get(first.id)?.status).toBe('canceled');
  });

  it('refuses the same key with other parameters', async () => {
    await stripe.paymentIntents.create(params, { idempotencyKey: 'key-other' });
    const other = stripe.paymentIntents.create({ ...params, amount: 1 }, { idempotencyKey: 'key-other' });
    await expect(other).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('refuses a request whose key another request is still executing, and saves nothing for it', async () => {
    stripeFake.latencyMs = 100;
    try {
      const answers = await Promise.allSettled([
        stripe.paymentIntents.create(params, { idempotencyKey: 'key-busy' }),
        stripe.paymentIntents.create(params, { idempotencyKey: 'key-busy' }),
      ]);
      const [done] = answers.filter((answer) => answer.status === 'fulfilled');
      const [refused] = answers.filter((answer) => answer.status === 'rejected');
      expect(refused?.reason).toMatchObject({
        type: 'StripeIdempotencyError',
        statusCode: 409,
        code: 'idempotency_key_in_use',
      });
      const retried = await stripe.paymentIntents.create(params, { idempotencyKey: 'key-busy' });
      expect(retried.id).toBe(done?.value.id);
    } finally {
      stripeFake.latencyMs = 0;
    }
  });
});

/*
 * Payment pages of one order opened at once, with Stripe. PGlite runs one query at a time, so
 * these requests only truly overlap inside the database on PostgreSQL: the test runs there only
 * (DATABASE_URL). The fake takes 100 ms per create, so the requests overlap at "Stripe" too.
 */
describe.each(raceDrivers)('Stripe provider races on %s', (driver) => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop(driver);
  });
  afterAll(() => shop.close());

  it('makes one PaymentIntent at Stripe for 8 simultaneous payment pages, and cancels it with the order', async () => {
    shop.stripeFake.latencyMs = 100;
    const buyer = await createCustomer(shop.t.app, 'stripe-race@example.com');
    const orderId = await placeOrderOf(shop.t.app, buyer.token, shop.part);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(buyer.token),
          payload: { orderId },
          remoteAddress: freshAddress(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().paymentIntentId));
    const atStripe = [...shop.stripeFake.intents.values()].filter((intent) => intent.metadata.orderId === orderId);
    expect(atStripe.map((intent) => intent.id)).toEqual([...ids]);

    shop.stripeFake.latencyMs = 0;
    const deleted = await shop.t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${orderId}`,
      headers: bearer(buyer.token),
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(atStripe.map((intent) => intent.status)).toEqual(['canceled']);
  });
});
