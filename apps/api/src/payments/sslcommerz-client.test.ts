import { ProviderError } from '../provider-error.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSslcommerz, type FakeSslcommerz } from '@motoforge/tools/fake-sslcommerz';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSslcommerzClient,
  isSignedBySslcommerz,
  type SessionRequest,
  type SslcommerzClient,
} from './sslcommerz-client.js';

let fake: FakeSslcommerz;
let client: SslcommerzClient;

beforeAll(async () => {
  fake = await startFakeSslcommerz();
  client = createSslcommerzClient({ storeId: fake.storeId, storePassword: fake.storePassword, baseUrl: fake.url });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const session = (overrides: Partial<SessionRequest> = {}): SessionRequest => ({
  tranId: 'MF-20261125-000042',
  amountPoisha: 125_050,
  successUrl: 'http://127.0.0.1:3000/api/payments/sslcommerz/success',
  failUrl: 'http://127.0.0.1:3000/api/payments/sslcommerz/fail',
  cancelUrl: 'http://127.0.0.1:3000/api/payments/sslcommerz/cancel',
  // Nothing listens there: the IPN fails, which these tests do not need.
  ipnUrl: 'http://127.0.0.1:9/api/payments/sslcommerz/ipn',
  customer: {
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    phone: '+8801712345678',
    address: 'House 10, Road 5, Dhanmondi',
    city: 'Dhaka',
    postcode: '1205',
  },
  shipping: { name: 'Rahim Uddin', address: 'House 10, Road 5', city: 'Dhaka', postcode: '1205', numberOfItems: 3 },
  productName: 'Brake pad set, Chain kit',
  productCategory: 'Motorbike parts',
  reference: 'order-42',
  ...overrides,
});

/** Opens a session and presses Pay: what the buyer's browser posts back to the shop. */
const paid = async () => {
  const { sessionKey } = await client.createSession(session());
  const completion = await fake.pay(sessionKey);
  if (!completion) throw new Error('The fake did not take the payment.');
  return { sessionKey, fields: completion.fields };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('It did not throw.');
    },
    (error: unknown) => error as ProviderError,
  );

describe('the SSLCommerz client', () => {
  it('opens a session with the documented form fields, form-encoded', async () => {
    const { sessionKey, gatewayPageUrl } = await client.createSession(session());
    expect(gatewayPageUrl).toBe(`${fake.url}/EasyCheckOut/${sessionKey}`);
    const [request] = fake.requests();
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toEqual({
      store_id: fake.storeId,
      store_passwd: fake.storePassword,
      total_amount: '1250.50',
      currency: 'BDT',
      tran_id: 'MF-20261125-000042',
      success_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/success',
      fail_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/fail',
      cancel_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/cancel',
      ipn_url: 'http://127.0.0.1:9/api/payments/sslcommerz/ipn',
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_add1: 'House 10, Road 5, Dhanmondi',
      cus_city: 'Dhaka',
      cus_postcode: '1205',
      cus_country: 'Bangladesh',
      cus_phone: '+8801712345678',
      shipping_method: 'YES',
      num_of_item: '3',
      ship_name: 'Rahim Uddin',
      ship_add1: 'House 10, Road 5',
      ship_city: 'Dhaka',
      ship_postcode: '1205',
      ship_country: 'Bangladesh',
      product_name: 'Brake pad set, Chain kit',
      product_category: 'Motorbike parts',
      product_profile: 'physical-goods',
      value_a: 'order-42',
    });
    expect(fake.sessions()).toMatchObject([{ sessionKey, amount: '1250.50', status: 'PENDING' }]);
  });

  it("throws SSLCommerz's reason when it refuses a session", async () => {
    const wrong = createSslcommerzClient({ storeId: fake.storeId, storePassword: 'guess', baseUrl: fake.url });
    const error = await rejection(wrong.createSession(session()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'sslcommerz' });
    expect(error).toMatchObject({ kind: 'refused', message: 'Store Credential Error Or Store is De-active' });
    const tooSmall = await rejection(client.createSession(session({ amountPoisha: 999 })));
    expect(tooSmall).toMatchObject({ kind: 'refused' });
    expect(tooSmall.message).toContain('from 10.00 BDT');
  });

  it('refuses a tran_id over 30 characters before asking', async () => {
    const error = await rejection(client.createSession(session({ tranId: '0b5e2c1a-9f3d-4e7b-8a6c-2d1f0e9b8c7a' })));
    expect(error.message).toContain('longer than 30 characters');
    expect(fake.requests()).toEqual([]);
  });

  it('validates a payment: valid, with its amount in poisha, VALID then VALIDATED', async () => {
    const { fields } = await paid();
    const first = await client.validate(fields.val_id ?? '');
    expect(first).toEqual({
      isValid: true,
      transaction: {
        status: 'VALID',
        tranId: 'MF-20261125-000042',
        valId: fields.val_id,
        bankTranId: fields.bank_tran_id,
        amountPoisha: 125_050,
        currency: 'BDT',
        riskLevel: 0,
        riskTitle: 'Safe',
        cardType: 'VISA-Dutch Bangla',
        tranDate: fields.tran_date,
      },
    });
    expect(await client.validate(fields.val_id ?? '')).toMatchObject({
      isValid: true,
      transaction: { status: 'VALIDATED' },
    });
    expect(fake.requests().at(-1)).toMatchObject({
      method: 'GET',
      query: { val_id: fields.val_id, store_id: fake.storeId, format: 'json' },
    });
  });

  it('reports what the gateway reports, risk and all: the shop decides', async () => {
    fake.control({ nextPaymentRisky: true });
    const { fields } = await paid();
    fake.control({ validationAmount: '10.00', validationTranId: 'MF-20261125-000007' });
    expect(await client.validate(fields.val_id ?? '')).toMatchObject({
      isValid: true,
      transaction: { riskLevel: 1, riskTitle: 'Risky', amountPoisha: 1_000, tranId: 'MF-20261125-000007' },
    });
  });

  it('says not valid for INVALID_TRANSACTION', async () => {
    expect(await client.validate('2611251203000aBcDeFgHiJkLmNoP')).toEqual({
      isValid: false,
      status: 'INVALID_TRANSACTION',
    });
    const { fields } = await paid();
    fake.control({ validation: 'invalid' });
    expect(await client.validate(fields.val_id ?? '')).toEqual({ isValid: false, status: 'INVALID_TRANSACTION' });
  });

  it('queries transactions by tran_id and by session key', async () => {
    const { sessionKey, fields } = await paid();
    expect(await client.queryByTranId('MF-20261125-000042')).toMatchObject([
      { status: 'VALID', valId: fields.val_id, amountPoisha: 125_050 },
    ]);
    expect(await client.queryBySessionKey(sessionKey)).toMatchObject({
      status: 'VALID',
      bankTranId: fields.bank_tran_id,
    });
    expect(await client.queryByTranId('MF-nothing')).toEqual([]);
  });

  it('refunds with refund_trans_id, remarks intact, and queries the refund', async () => {
    const { fields } = await paid();
    const refund = {
      bankTranId: fields.bank_tran_id ?? '',
      refundTransId: 'RF-42-1',
      amountPoisha: 50_025,
      remarks: 'Wrong size & colour #2, 100% refund? +tax',
      reference: 'order-42',
    };
    const started = await client.initiateRefund(refund);
    expect(started).toEqual({ status: 'success', refundRefId: expect.stringMatching(/^[0-9a-f]{13}$/) });
    expect(fake.sessions()[0]?.refunds).toEqual([
      { refundRefId: started.refundRefId, refundTransId: 'RF-42-1', amount: '500.25', remarks: refund.remarks },
    ]);
    expect(await client.initiateRefund(refund)).toEqual({ status: 'processing', refundRefId: started.refundRefId });
    expect(await client.queryRefund(started.refundRefId)).toMatchObject({
      status: 'refunded',
      refundRefId: started.refundRefId,
    });
  });

  it("throws SSLCommerz's reason when it refuses a refund", async () => {
    const { fields } = await paid();
    fake.control({ refunds: 'refuse' });
    const refund = { bankTranId: fields.bank_tran_id ?? '', refundTransId: 'RF-1', amountPoisha: 1_000, remarks: 'x' };
    expect(await rejection(client.initiateRefund(refund))).toMatchObject({
      kind: 'refused',
      message: 'Refund refused by the bank (fake).',
    });
  });

  it('throws "unavailable" when the gateway is down, drops the call or is too slow', async () => {
    fake.control({ down: 'http-503' });
    expect(await rejection(client.validate('x'))).toMatchObject({
      kind: 'unavailable',
      message: 'SSLCommerz answered HTTP 503.',
    });
    fake.control({ down: 'connection-reset' });
    expect(await rejection(client.createSession(session()))).toMatchObject({
      kind: 'unavailable',
      message: 'SSLCommerz could not be reached.',
    });
    fake.control({ down: 'no-answer' });
    const hasty = createSslcommerzClient({
      storeId: fake.storeId,
      storePassword: fake.storePassword,
      baseUrl: fake.url,
      timeoutMs: 300,
    });
    const slow = await rejection(hasty.createSession(session()));
    expect(slow).toMatchObject({ kind: 'unavailable', message: 'SSLCommerz timed out.' });
    expect(slow.message).not.toContain(fake.storePassword);
  });

  it('throws "refused" for credentials the validator APIs reject', async () => {
    const wrong = createSslcommerzClient({ storeId: fake.storeId, storePassword: 'guess', baseUrl: fake.url });
    expect(await rejection(wrong.queryByTranId('MF-20261125-000042'))).toMatchObject({
      kind: 'refused',
      message: 'SSLCommerz refused the call (APIConnect FAILED).',
    });
  });
});

describe('the SSLCommerz client, on answers the fake does not give', () => {
  /** A server that answers every call with `payload`: shapes the documentation leaves open. */
  const clientAnswered = async (payload: unknown, run: (client: SslcommerzClient) => Promise<void>) => {
    const server = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await run(createSslcommerzClient({ storeId: 'store', storePassword: 'secret', baseUrl }));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };
  const valid = { status: 'VALID', tran_id: 'MF-1', val_id: 'v1', amount: '100.00', currency: 'BDT' };

  it('holds a payment whose answer has no risk_level as risky, and reads a numeric one', async () => {
    await clientAnswered(valid, async (client) => {
      expect(await client.validate('v1')).toMatchObject({ isValid: true, transaction: { riskLevel: 1 } });
    });
    await clientAnswered({ ...valid, risk_level: 0 }, async (client) => {
      expect(await client.validate('v1')).toMatchObject({ isValid: true, transaction: { riskLevel: 0 } });
    });
  });

  it('calls a VALID answer without a readable amount or currency unavailable, not valid', async () => {
    for (const payload of [
      { ...valid, amount: '1,250.00' },
      { ...valid, currency: undefined },
    ]) {
      await clientAnswered(payload, async (client) => {
        expect(await rejection(client.validate('v1'))).toMatchObject({
          kind: 'unavailable',
          message: 'SSLCommerz answered in an unexpected shape.',
        });
      });
    }
  });
});

describe('isSignedBySslcommerz', () => {
  it("accepts the gateway's signature, and nothing changed or signed with another password", async () => {
    const { fields } = await paid();
    expect(isSignedBySslcommerz(fields, fake.storePassword)).toBe(true);
    expect(isSignedBySslcommerz(fields, 'another password')).toBe(false);
    expect(isSignedBySslcommerz({ ...fields, amount: '12500.50' }, fake.storePassword)).toBe(false);
    expect(isSignedBySslcommerz({ ...fields, verify_key: 'tran_id' }, fake.storePassword)).toBe(false);
    expect(isSignedBySslcommerz({ ...fields, verify_sign: '' }, fake.storePassword)).toBe(false);
  });

  it('checks failed and cancelled returns too', async () => {
    const { sessionKey } = await client.createSession(session());
    const cancelled = await fake.cancel(sessionKey);
    expect(cancelled?.fields.status).toBe('CANCELLED');
    expect(isSignedBySslcommerz(cancelled?.fields ?? {}, fake.storePassword)).toBe(true);
  });
});
