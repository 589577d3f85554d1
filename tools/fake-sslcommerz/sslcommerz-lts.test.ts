import SSLCommerzPayment from 'sslcommerz-lts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSslcommerz, type FakeSslcommerz } from './index.js';

/**
 * The official client, sslcommerz-lts 1.2.0, against the fake: the fake must answer what the
 * client sends, and these tests record what the client does, for docs/decisions/022-sslcommerz-client.md.
 */
let fake: FakeSslcommerz;

beforeAll(async () => {
  fake = await startFakeSslcommerz();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

/** The client re-pointed at the fake: each endpoint is a property, set in the constructor from a hard-coded host. */
const clientOfFake = () => {
  const client = new SSLCommerzPayment(fake.storeId, fake.storePassword, false);
  client.initURL = `${fake.url}/gwprocess/v4/api.php`;
  client.validationURL = `${fake.url}/validator/api/validationserverAPI.php?`;
  for (const property of [
    'refundURL',
    'refundQueryURL',
    'transactionQueryBySessionIdURL',
    'transactionQueryByTransactionIdURL',
  ] as const) {
    client[property] = `${fake.url}/validator/api/merchantTransIDvalidationAPI.php?`;
  }
  return client;
};

const sessionData = () => ({
  total_amount: 1250.5,
  currency: 'BDT',
  tran_id: 'MF-20261125-000042',
  success_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/success',
  fail_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/fail',
  cancel_url: 'http://127.0.0.1:3000/api/payments/sslcommerz/cancel',
  shipping_method: 'Courier',
  product_name: 'Brake pad set',
  product_category: 'Motorbike parts',
  product_profile: 'physical-goods',
  cus_name: 'Rahim Uddin',
  cus_email: 'rahim@example.com',
  cus_add1: 'House 10, Road 5, Dhanmondi',
  cus_city: 'Dhaka',
  cus_postcode: '1205',
  cus_country: 'Bangladesh',
  cus_phone: '+8801712345678',
  emi_option: 0,
  vat: '12.50',
});

/** A paid session, made through the client: its answer and what the buyer's payment posted back. */
const paidSession = async (client: SSLCommerzPayment) => {
  const session = (await client.init(sessionData())) as { sessionkey: string };
  const paid = await fake.pay(session.sessionkey);
  return {
    sessionKey: session.sessionkey,
    valId: paid?.fields.val_id ?? '',
    bankTranId: paid?.fields.bank_tran_id ?? '',
  };
};

describe('sslcommerz-lts 1.2.0 against the fake SSLCommerz', () => {
  it('hard-codes its hosts and computes every endpoint URL once, in the constructor', () => {
    const sandbox = new SSLCommerzPayment('store', 'secret');
    expect(sandbox.initURL).toBe('https://sandbox.sslcommerz.com/gwprocess/v4/api.php');
    expect(new SSLCommerzPayment('store', 'secret', true).initURL).toBe(
      'https://securepay.sslcommerz.com/gwprocess/v4/api.php',
    );
    sandbox.baseURL = fake.url;
    expect(sandbox.initURL).toBe('https://sandbox.sslcommerz.com/gwprocess/v4/api.php');
  });

  it('opens a session, posting every field it knows as multipart and dropping the others', async () => {
    const data = sessionData();
    const answer = await clientOfFake().init(data);
    expect(answer).toMatchObject({ status: 'SUCCESS', failedreason: '' });
    expect((answer as { GatewayPageURL: string }).GatewayPageURL).toMatch(`${fake.url}/EasyCheckOut/`);

    const [request] = fake.requests();
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toMatch(/^multipart\/form-data;\s*boundary=/);
    expect(request?.body).toMatchObject({
      store_id: fake.storeId,
      store_passwd: fake.storePassword,
      total_amount: '1250.5',
      tran_id: 'MF-20261125-000042',
      ipn_url: '',
      ship_name: '',
      productcategory: '',
      shipcity: '',
      // A falsy value is sent as an empty string: EMI "off" (0) is not sent as 0.
      emi_option: '',
    });
    expect(Object.keys(request?.body ?? {})).toHaveLength(58);
    expect(request?.body).not.toHaveProperty('vat');
    // It writes the store's credentials into the caller's object.
    expect(data).toMatchObject({ store_id: fake.storeId, store_passwd: fake.storePassword });
  });

  it('passes on the gateway refusing a session as an answer', async () => {
    const answer = await clientOfFake().init({ ...sessionData(), tran_id: '0b5e2c1a-9f3d-4e7b-8a6c-2d1f0e9b8c7a' });
    expect(answer).toMatchObject({ status: 'FAILED', GatewayPageURL: '' });
  });

  it('validates a payment, VALID then VALIDATED, by POSTing with the fields in the query string', async () => {
    const client = clientOfFake();
    const { valId } = await paidSession(client);
    expect(await client.validate({ val_id: valId })).toMatchObject({
      status: 'VALID',
      tran_id: 'MF-20261125-000042',
      amount: '1250.50',
    });
    expect(await client.validate({ val_id: valId })).toMatchObject({ status: 'VALIDATED' });
    expect(await client.validate({ val_id: 'unknown' })).toMatchObject({ status: 'INVALID_TRANSACTION' });
    const validation = fake.requests().find((r) => r.path === '/validator/api/validationserverAPI.php');
    expect(validation).toMatchObject({
      method: 'POST',
      body: {},
      query: { val_id: valId, store_id: fake.storeId, store_passwd: fake.storePassword, v: '1', format: 'json' },
    });
  });

  it('queries a transaction by tran_id and by session key', async () => {
    const client = clientOfFake();
    const { sessionKey, valId } = await paidSession(client);
    expect(await client.transactionQueryByTransactionId({ tran_id: 'MF-20261125-000042' })).toMatchObject({
      APIConnect: 'DONE',
      no_of_trans_found: 1,
      element: [{ status: 'VALID', val_id: valId }],
    });
    expect(await client.transactionQueryBySessionId({ sessionkey: sessionKey })).toMatchObject({
      status: 'VALID',
      sessionkey: sessionKey,
      val_id: valId,
    });
  });

  it('cannot initiate a refund: it has no refund_trans_id, and leaves the remarks unencoded', async () => {
    const client = clientOfFake();
    const { bankTranId } = await paidSession(client);
    const answer = await client.initiateRefund({
      refund_amount: '100.00',
      refund_remarks: 'Wrong size & colour',
      bank_tran_id: bankTranId,
      refe_id: 'order-42',
    });
    expect(answer).toMatchObject({ status: 'failed', refund_ref_id: '' });
    expect((answer as { errorReason: string }).errorReason).toContain('refund_trans_id is required');
    const refund = fake.requests().at(-1);
    expect(refund?.query.refund_remarks).toBe('Wrong size ');
    expect(refund?.query).toHaveProperty(' colour', '');
    expect(refund?.query).not.toHaveProperty('refund_trans_id');
  });

  it('refunds only through its escape hatch, a whole URL of our making, and then queries the refund', async () => {
    const client = clientOfFake();
    const { bankTranId } = await paidSession(client);
    const query = new URLSearchParams({
      bank_tran_id: bankTranId,
      refund_trans_id: 'RF-42-1',
      refund_amount: '100.00',
      refund_remarks: 'Wrong size & colour',
      store_id: fake.storeId,
      store_passwd: fake.storePassword,
      v: '1',
      format: 'json',
    });
    const refund = (await client.initiateRefund(
      { refund_amount: '', refund_remarks: '', bank_tran_id: '', refe_id: '' },
      `${fake.url}/validator/api/merchantTransIDvalidationAPI.php?${query}`,
    )) as { status: string; refund_ref_id: string };
    expect(refund.status).toBe('success');
    expect(fake.sessions()[0]?.refunds).toMatchObject([{ refundTransId: 'RF-42-1', remarks: 'Wrong size & colour' }]);
    expect(await client.refundQuery({ refund_ref_id: refund.refund_ref_id })).toMatchObject({
      status: 'refunded',
      refund_ref_id: refund.refund_ref_id,
    });
  });

  it('resolves, never rejects, when the gateway is down: the caller gets an Error as the answer', async () => {
    const client = clientOfFake();
    fake.control({ down: 'http-503' });
    const unavailable = await client.validate({ val_id: 'x' });
    expect(unavailable).toBeInstanceOf(Error);
    expect((unavailable as Error).message).toMatch(/invalid json/);
    fake.control({ down: 'connection-reset' });
    const reset = await client.init(sessionData());
    expect(reset).toBeInstanceOf(Error);
    expect((reset as Error).message).toMatch(/socket hang up|ECONNRESET/);
  });

  it('waits as long as the gateway does: it sets no timeout', async () => {
    fake.control({ down: 'no-answer' });
    const validation = clientOfFake().validate({ val_id: 'x' });
    const waited = new Promise((resolve) => setTimeout(resolve, 1_000, 'still waiting after a second'));
    expect(await Promise.race([validation, waited])).toBe('still waiting after a second');
    fake.control({ down: false });
  });
});
