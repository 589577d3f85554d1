import { ProviderError } from '../provider-error.js';
import { startFakeSteadfast, type FakeSteadfast } from '@motoforge/tools/fake-steadfast';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSteadfastClient,
  progressOf,
  STEADFAST_DELIVERY_STATUSES,
  isDuplicateInvoice,
  steadfastFor,
  steadfastTrackingUrl,
  toSteadfastPhone,
  type ConsignmentRequest,
  type SteadfastClient,
} from './steadfast-client.js';

let fake: FakeSteadfast;
let client: SteadfastClient;

beforeAll(async () => {
  fake = await startFakeSteadfast();
  client = createSteadfastClient({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const parcel = (overrides: Partial<ConsignmentRequest> = {}): ConsignmentRequest => ({
  invoice: '0b7e2f4c-6a1d-4c3e-9f1a-2d5b8c7e9a01',
  recipientName: 'Rahim Uddin',
  recipientPhone: '+8801712345678',
  recipientAddress: 'House 10, Road 5, Dhanmondi, Dhaka',
  codAmountPoisha: 125_050,
  note: 'Call before delivery',
  ...overrides,
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('It did not throw.');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ provider: 'steadfast' });
      return error as ProviderError;
    },
  );

describe('the Steadfast client', () => {
  it('hands a parcel over: the consignment id, tracking code and COD amount come back', async () => {
    const consignment = await client.createConsignment(parcel());
    expect(consignment).toEqual({
      consignmentId: 1424107,
      invoice: parcel().invoice,
      trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/) as unknown,
      deliveryStatus: 'in_review',
      codAmountPoisha: 125_050,
      createdAt: expect.any(String) as unknown,
    });
    // What Steadfast received: its 11-digit phone form and the amount in taka.
    expect(fake.consignments()).toMatchObject([
      {
        invoice: parcel().invoice,
        recipientPhone: '01712345678',
        codAmount: 1250.5,
        note: 'Call before delivery',
        trackingCode: consignment.trackingCode,
      },
    ]);

    const prepaid = await client.createConsignment(parcel({ invoice: 'order-2', codAmountPoisha: 0, note: '' }));
    expect(prepaid.codAmountPoisha).toBe(0);
    expect(fake.consignments()[1]).toMatchObject({ codAmount: 0, note: null });
  });

  it('reports a used invoice as a refusal no retry will change', async () => {
    await client.createConsignment(parcel());
    for (const refusalHttpStatus of [400, 200] as const) {
      fake.control({ refusalHttpStatus });
      const error = await rejection(client.createConsignment(parcel()));
      expect(error).toMatchObject({
        kind: 'refused',
        canRetry: false,
        message: 'Steadfast refused: The invoice has already been taken.',
        details: { httpStatus: 400, fieldErrors: { invoice: ['The invoice has already been taken.'] } },
      });
      expect(isDuplicateInvoice(error)).toBe(true);
    }
    expect(fake.consignments()).toHaveLength(1);
  });

  it("passes on Steadfast's own words for a parcel it will not take", async () => {
    const error = await rejection(client.createConsignment(parcel({ recipientAddress: 'A'.repeat(251) })));
    expect(error).toMatchObject({ kind: 'refused' });
    expect(isDuplicateInvoice(error)).toBe(false);
    expect(error.message).toBe('Steadfast refused: The recipient address must not be greater than 250 characters.');
  });

  it('refuses, without calling, a phone that is not a Bangladeshi mobile or an amount it cannot collect', async () => {
    const phone = await rejection(client.createConsignment(parcel({ recipientPhone: '+44 20 7946 0018' })));
    expect(phone).toMatchObject({ kind: 'refused', message: '"+44 20 7946 0018" is not a Bangladeshi mobile number.' });
    const amount = await rejection(client.createConsignment(parcel({ codAmountPoisha: -1 })));
    expect(amount.kind).toBe('refused');
    expect(fake.consignments()).toEqual([]);
  });

  it('says the API keys were refused', async () => {
    const wrong = createSteadfastClient({ apiKey: fake.apiKey, secretKey: 'guessed', baseUrl: fake.baseUrl });
    const error = await rejection(wrong.createConsignment(parcel()));
    expect(error).toMatchObject({
      kind: 'refused',
      canRetry: false,
      message: 'Steadfast refused the API keys: Unauthenticated.',
      details: { httpStatus: 401 },
    });
    await expect(wrong.statusByConsignmentId(1)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('reads back each status a parcel goes through, and what it means for the order', async () => {
    const { consignmentId, trackingCode, invoice } = await client.createConsignment(parcel());
    expect(await client.statusByConsignmentId(consignmentId)).toEqual({
      deliveryStatus: 'in_review',
      progress: { order: 'shipped', isFinal: false },
    });

    fake.setStatus(consignmentId, 'pending');
    expect((await client.statusByInvoice(invoice)).deliveryStatus).toBe('pending');
    fake.setStatus(consignmentId, 'delivered_approval_pending');
    expect(await client.statusByTrackingCode(trackingCode)).toEqual({
      deliveryStatus: 'delivered_approval_pending',
      progress: { order: 'shipped', isFinal: false },
    });
    fake.setStatus(consignmentId, 'delivered');
    expect(await client.statusByConsignmentId(consignmentId)).toEqual({
      deliveryStatus: 'delivered',
      progress: { order: 'delivered', isFinal: true },
    });
    expect(await client.currentBalanceTaka()).toBe(1250.5);

    const unknown = await rejection(client.statusByConsignmentId(999));
    expect(unknown).toMatchObject({ kind: 'refused', details: { httpStatus: 404 } });
  });

  it('tells a Steadfast that is down (500, 503, a dropped connection) from a refusal: a retry may help', async () => {
    for (const down of ['http-500', 'http-503', 'connection-reset'] as const) {
      fake.control({ down });
      const error = await rejection(client.createConsignment(parcel()));
      expect(error, down).toMatchObject({ kind: 'unavailable', canRetry: true });
    }
    fake.control({ down: 'http-500' });
    expect((await rejection(client.statusByConsignmentId(1))).message).toBe('Steadfast could not answer: Server Error');
    fake.control({ down: false });
    expect((await client.createConsignment(parcel())).consignmentId).toBe(1424107);
  });

  it('gives up on a Steadfast that does not answer within its timeout', async () => {
    fake.control({ down: 'no-answer' });
    const impatient = createSteadfastClient({
      apiKey: fake.apiKey,
      secretKey: fake.secretKey,
      baseUrl: fake.baseUrl,
      timeoutMs: 200,
    });
    const started = Date.now();
    const error = await rejection(impatient.statusByConsignmentId(1424107));
    expect(error).toMatchObject({
      kind: 'unavailable',
      canRetry: true,
      message: 'Steadfast did not answer within 0.2 s.',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is made from the environment only with both keys', async () => {
    const base = { STEADFAST_BASE_URL: fake.baseUrl };
    expect(steadfastFor(base)).toBeNull();
    expect(steadfastFor({ ...base, STEADFAST_API_KEY: fake.apiKey })).toBeNull();
    const fromEnv = steadfastFor({ ...base, STEADFAST_API_KEY: fake.apiKey, STEADFAST_SECRET_KEY: fake.secretKey });
    expect(await fromEnv?.currentBalanceTaka()).toBe(0);
  });
});

describe('progressOf', () => {
  it('delivers the order only on delivered, and stops following only on a final status', () => {
    const byOrder = Object.fromEntries(
      STEADFAST_DELIVERY_STATUSES.map((status) => [
        status,
        `${progressOf(status).order}${progressOf(status).isFinal ? ' (final)' : ''}`,
      ]),
    );
    expect(byOrder).toEqual({
      in_review: 'shipped',
      pending: 'shipped',
      hold: 'shipped',
      delivered_approval_pending: 'shipped',
      partial_delivered_approval_pending: 'shipped',
      cancelled_approval_pending: 'shipped',
      delivered: 'delivered (final)',
      partial_delivered: 'needs-admin (final)',
      cancelled: 'needs-admin (final)',
      unknown_approval_pending: 'needs-admin',
      unknown: 'needs-admin',
    });
  });

  it('puts a status Steadfast has not documented before the admin, and keeps following it', () => {
    expect(progressOf('lost_in_transit')).toEqual({ order: 'needs-admin', isFinal: false });
  });
});

describe('toSteadfastPhone and steadfastTrackingUrl', () => {
  it("writes the shop's numbers in Steadfast's 11 digits", () => {
    expect(toSteadfastPhone('+8801712345678')).toBe('01712345678');
    expect(toSteadfastPhone('01912-345678')).toBe('01912345678');
    expect(toSteadfastPhone('+880 2 9876543')).toBeNull();
  });

  it("links a tracking code to Steadfast's tracking page", () => {
    expect(steadfastTrackingUrl('15BAEB8A')).toBe('https://steadfast.com.bd/t/15BAEB8A');
  });
});
