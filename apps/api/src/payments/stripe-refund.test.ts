import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../test/fake-stripe.js';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Refund tests of the shop rest on the fake: it must refund as Stripe documents (docs.stripe.com/api/refunds/create). */
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
