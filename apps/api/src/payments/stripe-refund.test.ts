import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutResponseSchema,
  orderLifecycleMessages,
  partListSchema,
  shopOrderSchema,
  type Part,
  refusalOf,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { parts } from '../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { startFakeStripe } from '../test/fake-stripe.js';
import { startPayment } from '../test/orders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const address = {
  name: 'Rahim Uddin',
  divisionId: '6',
  districtId: DHAKA_DISTRICT_ID,
  upazilaId: savar[0],
  street: 'House 12, Road 3',
};
// The spec's words, and the code the contract gives them (with the values they were made with).
const refusal = (message: string) => ({ success: false, message, ...refusalOf(message) });

/** Cancelling a card order paid through Stripe gives its money back through Stripe (issue 24, ADR 025). */
describe.each(drivers)('refunds of Stripe-paid orders on %s', (driver) => {
  let stripeFake: FakeStripe;
  let t: TestApp;
  let catalogue: Part[];
  let admin: string;
  let nextBuyer = 0;

  const stockOf = async (id: string) =>
    (await t.database.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id)))[0]!.n;
  const orderNow = async (token: string, id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return shopOrderSchema.parse(response.json());
  };
  const cancel = (id: string, token: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: bearer(token),
      payload: reason === undefined ? {} : { reason },
    });
  const retryRefund = (id: string, token = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: bearer(token) });
  const refundsOf = (intentId: string) => stripeFake.refunds.filter((refund) => refund.payment_intent === intentId);

  /** A card order checked out and paid at Stripe: the buyer's card went through, and the payment page said so. */
  async function paidStripeOrder() {
    nextBuyer += 1;
    const buyer = await createCustomer(t.app, `stripe-refund-${driver}-${nextBuyer}@example.com`);
    const part = catalogue[nextBuyer % catalogue.length]!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity: part.minimumOrder }],
        address: { ...address, phone: `0172${String(nextBuyer).padStart(7, '0')}` },
        paymentMethod: 'card',
      },
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const { orderId: id, total } = checkoutResponseSchema.parse(placed.json());
    const { paymentIntentId: intentId } = await startPayment(t.app, buyer.token, id);
    stripeFake.succeed(intentId);
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${id}`,
      headers: bearer(buyer.token),
      payload: { tnxId: intentId },
    });
    expect(paid.json()).toMatchObject({ modifiedCount: 1 });
    return { buyer, part, id, intentId, totalPoisha: Math.round(total * 100) };
  }

  beforeAll(async () => {
    stripeFake = await startFakeStripe();
    t = await createTestApp(driver, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_motoforge',
        STRIPE_API_BASE: stripeFake.url,
      },
    });
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    admin = await adminToken(t.app);
  });
  beforeEach(() => {
    stripeFake.refundMode = 'accept';
    stripeFake.isRefundAnswerLost = false;
  });
  afterAll(async () => {
    await t.close();
    await stripeFake.close();
  });

  it('refunds the order the admin cancels while packed at Stripe: once, for its total, under its key; stock back', async () => {
    const { buyer, part, id, intentId, totalPoisha } = await paidStripeOrder();
    expect(stripeFake.intents.get(intentId)?.amount).toBe(totalPoisha);
    const packed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/transition`,
      headers: bearer(admin),
      payload: { to: 'packed' },
    });
    expect(packed.statusCode).toBe(200);
    const stockBefore = await stockOf(part._id);
    const requestsBefore = stripeFake.requests.length;

    const cancelled = await cancel(id, admin, 'The part is damaged');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', paid: true, refundStatus: 'refunded', actions: [] });
    const [refund, ...more] = refundsOf(intentId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      object: 'refund',
      amount: totalPoisha,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { orderId: id },
    });
    const asked = stripeFake.requests
      .slice(requestsBefore)
      .filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(asked.map((request) => request.idempotencyKey)).toEqual([`refund-${id}`]);

    const seen = await orderNow(buyer.token, id);
    expect(seen.events.slice(-2).map((event) => [event.state, event.by, event.note])).toEqual([
      ['cancelled', 'admin', 'The part is damaged'],
      ['refunded', 'admin', refund!.id],
    ]);
    expect(await stockOf(part._id)).toBe(stockBefore + part.minimumOrder);

    const again = await retryRefund(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(orderLifecycleMessages.noRefundWaiting));
    expect(refundsOf(intentId)).toHaveLength(1);
  });

  it('keeps a refund Stripe refuses waiting, visible to the admin, and refunds once when a retry goes through', async () => {
    const { buyer, part, id, intentId, totalPoisha } = await paidStripeOrder();
    const stockBefore = await stockOf(part._id);
    stripeFake.refundMode = 'refuse';
    const cancelled = await cancel(id, buyer.token, 'Found it cheaper');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', paid: true, refundStatus: 'failed' });
    expect(await stockOf(part._id)).toBe(stockBefore + part.minimumOrder);
    const forAdmin = await orderNow(admin, id);
    expect(forAdmin.actions).toEqual(['retry-refund']);
    expect(forAdmin.refundProblem).toMatch(/^Stripe refused the refund: Insufficient funds in Stripe account/);
    expect(forAdmin.events.at(-1)).toMatchObject({ state: 'refund-failed', by: 'buyer' });
    expect((await retryRefund(id, buyer.token)).statusCode).toBe(403);

    const refused = await retryRefund(id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual(refusal(orderLifecycleMessages.refundRefused));
    expect(refundsOf(intentId)).toEqual([]);

    stripeFake.refundMode = 'accept';
    const retried = await retryRefund(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'cancelled', refundStatus: 'refunded', refundProblem: null });
    const [refund, ...more] = refundsOf(intentId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amount: totalPoisha, status: 'succeeded', metadata: { orderId: id } });
    expect(retried.json().events.at(-1)).toMatchObject({ state: 'refunded', by: 'admin', note: refund!.id });
    expect((await retryRefund(id)).statusCode).toBe(409);
    expect(refundsOf(intentId)).toHaveLength(1);
  });

  it('asks again after a refund that failed at Stripe, and gives the money back once', async () => {
    const { id, intentId, totalPoisha } = await paidStripeOrder();
    stripeFake.refundMode = 'fail';
    expect((await cancel(id, admin)).json()).toMatchObject({ state: 'cancelled', refundStatus: 'failed' });
    expect((await orderNow(admin, id)).refundProblem).toBe("Stripe's refund failed: declined");

    stripeFake.refundMode = 'accept';
    const retried = await retryRefund(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refundStatus: 'refunded' });
    expect(refundsOf(intentId).map((refund) => [refund.status, refund.amount])).toEqual([
      ['failed', totalPoisha],
      ['succeeded', totalPoisha],
    ]);
  });

  it('finds the refund a retry made whose answer was lost, instead of refunding again', async () => {
    const { id, intentId } = await paidStripeOrder();
    stripeFake.refundMode = 'refuse';
    expect((await cancel(id, admin)).json()).toMatchObject({ refundStatus: 'failed' });

    stripeFake.refundMode = 'accept';
    stripeFake.isRefundAnswerLost = true;
    const lost = await retryRefund(id);
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual(refusal(orderLifecycleMessages.refundUnavailable));
    expect((await orderNow(admin, id)).refundStatus).toBe('failed');
    const [made] = refundsOf(intentId);
    expect(made).toMatchObject({ status: 'succeeded' });

    stripeFake.isRefundAnswerLost = false;
    const retried = await retryRefund(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().events.at(-1)).toMatchObject({ state: 'refunded', note: made!.id });
    expect(refundsOf(intentId)).toHaveLength(1);
  });
});

/** The proofs above rest on the fake: it must refund as Stripe documents (docs.stripe.com/api/refunds/create). */
describe('the fake Stripe refunds as Stripe does', () => {
  let stripeFake: FakeStripe;
  let stripe: Stripe;

  /** A PaymentIntent for ৳1,200 that the buyer's card paid. */
  async function paidIntent() {
    const intent = await stripe.paymentIntents.create({ amount: 120_000, currency: 'bdt' });
    stripeFake.succeed(intent.id);
    return intent.id;
  }

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
  beforeEach(() => {
    stripeFake.refundMode = 'accept';
  });
  afterAll(() => stripeFake.close());

  it('refunds up to what is left, by default all of it, and lists the refunds newest first', async () => {
    const intentId = await paidIntent();
    const part = await stripe.refunds.create({ payment_intent: intentId, amount: 20_000, metadata: { orderId: 'o1' } });
    expect(part).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 20_000,
      currency: 'bdt',
      status: 'succeeded',
      payment_intent: intentId,
      metadata: { orderId: 'o1' },
    });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 100_001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
    });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(100_000);
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    const listed = await stripe.refunds.list({ payment_intent: intentId });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, part.id]);
  });

  it('refuses an intent it does not know, or one that has not succeeded', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    const unpaid = await stripe.paymentIntents.create({ amount: 120_000, currency: 'bdt' });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      statusCode: 400,
      message: `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    });
  });

  it('fails or refuses refunds when told to, and a failed refund leaves its amount to refund', async () => {
    const intentId = await paidIntent();
    stripeFake.refundMode = 'fail';
    expect(await stripe.refunds.create({ payment_intent: intentId })).toMatchObject({
      status: 'failed',
      failure_reason: 'declined',
    });
    stripeFake.refundMode = 'refuse';
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      code: 'balance_insufficient',
    });
    stripeFake.refundMode = 'accept';
    expect(await stripe.refunds.create({ payment_intent: intentId })).toMatchObject({
      status: 'succeeded',
      amount: 120_000,
    });
  });

  it('answers a key its first refusal again, even once it would refund (docs.stripe.com/error-low-level)', async () => {
    const intentId = await paidIntent();
    stripeFake.refundMode = 'refuse';
    const ask = () => stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: 'refund-key' });
    await expect(ask()).rejects.toMatchObject({ code: 'balance_insufficient' });
    stripeFake.refundMode = 'accept';
    await expect(ask()).rejects.toMatchObject({
      code: 'balance_insufficient',
      headers: expect.objectContaining({ 'idempotent-replayed': 'true' }),
    });
    expect(stripeFake.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([]);
  });
});
