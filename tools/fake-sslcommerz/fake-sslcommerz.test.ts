import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFormRecorder } from '../lib/form-recorder.js';
import { startFakeSslcommerz, type FakeSslcommerz, type Fields } from './index.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let fake: FakeSslcommerz;
let shop: Awaited<ReturnType<typeof startFormRecorder>>;

beforeAll(async () => {
  fake = await startFakeSslcommerz();
  shop = await startFormRecorder();
});
afterAll(async () => {
  await fake.close();
  await shop.close();
});
afterEach(() => {
  fake.reset();
  shop.posts.length = 0;
});

/** A complete session request, as the v4 documentation lists its fields. */
const sessionFields = (overrides: Fields = {}): Fields => ({
  store_id: fake.storeId,
  store_passwd: fake.storePassword,
  total_amount: '1250.50',
  currency: 'BDT',
  tran_id: 'MF-20261125-000042',
  success_url: `${shop.url}/success`,
  fail_url: `${shop.url}/fail`,
  cancel_url: `${shop.url}/cancel`,
  ipn_url: `${shop.url}/ipn`,
  cus_name: 'Rahim Uddin',
  cus_email: 'rahim@example.com',
  cus_add1: 'House 10, Road 5, Dhanmondi',
  cus_city: 'Dhaka',
  cus_postcode: '1205',
  cus_country: 'Bangladesh',
  cus_phone: '+8801712345678',
  shipping_method: 'YES',
  num_of_item: '2',
  ship_name: 'Rahim Uddin',
  ship_add1: 'House 10, Road 5, Dhanmondi',
  ship_city: 'Dhaka',
  ship_postcode: '1205',
  ship_country: 'Bangladesh',
  product_name: 'Brake pad set, Chain kit',
  product_category: 'Motorbike parts',
  product_profile: 'physical-goods',
  value_a: 'order-42',
  ...overrides,
});

type SessionAnswer = { status: string; failedreason: string; sessionkey: string; GatewayPageURL: string };

const createSession = async (fields: Fields, encoding: 'form' | 'multipart' = 'form') => {
  const body = encoding === 'form' ? new URLSearchParams(fields) : new FormData();
  if (body instanceof FormData) for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const answer = await fetch(`${fake.url}/gwprocess/v4/api.php`, { method: 'POST', body });
  expect(answer.status).toBe(200);
  return (await answer.json()) as SessionAnswer;
};

const newSession = async (overrides: Fields = {}) => {
  const answer = await createSession(sessionFields(overrides));
  expect(answer.status).toBe('SUCCESS');
  return answer.sessionkey;
};

/** Calls one of the validator APIs with GET, as the documentation shows them. */
const askGateway = async (
  api: 'validationserverAPI' | 'merchantTransIDvalidationAPI',
  params: Fields,
): Promise<Record<string, unknown>> => {
  const query = new URLSearchParams({
    store_id: fake.storeId,
    store_passwd: fake.storePassword,
    format: 'json',
    ...params,
  });
  const answer = await fetch(`${fake.url}/validator/api/${api}.php?${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
};

/** Computes verify_sign as the documentation defines it, independently of the fake's own code. */
const expectedSign = (fields: Fields, password: string) => {
  const signed: Fields = { store_passwd: md5(password) };
  for (const key of (fields.verify_key ?? '').split(',')) signed[key] = fields[key] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
};

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  ) as Fields;

describe('the session API', () => {
  it('opens a session for a complete request, form-encoded or multipart, and keeps what it received', async () => {
    for (const encoding of ['form', 'multipart'] as const) {
      const answer = await createSession(sessionFields(), encoding);
      expect(answer).toMatchObject({ status: 'SUCCESS', failedreason: '' });
      expect(answer.sessionkey).toMatch(/^[0-9A-F]{32}$/);
      expect(answer.GatewayPageURL).toBe(`${fake.url}/EasyCheckOut/${answer.sessionkey}`);
    }
    const [form, multipart] = fake.requests();
    expect(form).toMatchObject({ method: 'POST', path: '/gwprocess/v4/api.php', body: sessionFields() });
    expect(form?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(multipart?.contentType).toMatch(/^multipart\/form-data;\s*boundary=/);
    expect(multipart?.body).toEqual(sessionFields());
  });

  it.each([
    ['a wrong store password', { store_passwd: 'guess' }, 'Store Credential Error Or Store is De-active'],
    ['another store', { store_id: 'someone-else' }, 'Store Credential Error Or Store is De-active'],
    ['no customer phone', { cus_phone: '' }, "'cus_phone' is missing"],
    ['no product profile', { product_profile: ' ' }, "'product_profile' is missing"],
    ['no shipping address when shipping', { ship_add1: '' }, "'ship_add1' is missing"],
    ['a UUID as tran_id (36 characters)', { tran_id: '0b5e2c1a-9f3d-4e7b-8a6c-2d1f0e9b8c7a' }, 'longer than 30'],
    ['an amount under 10 taka', { total_amount: '9.99' }, 'from 10.00 BDT to 500000.00 BDT'],
    ['an amount over 500,000 taka', { total_amount: '500000.01' }, 'from 10.00 BDT to 500000.00 BDT'],
    ['three decimals', { total_amount: '100.125' }, "'total_amount' is not a decimal"],
    ['a relative success URL', { success_url: '/api/payments/sslcommerz/success' }, "'success_url' is not a URL"],
  ])('refuses %s with status FAILED and a reason', async (_, overrides, reason) => {
    const answer = await createSession(sessionFields(overrides));
    expect(answer.status).toBe('FAILED');
    expect(answer.failedreason).toContain(reason);
    expect(answer).toMatchObject({ sessionkey: '', GatewayPageURL: '' });
    expect(fake.sessions()).toEqual([]);
  });

  it('takes a session without shipping fields when nothing is shipped', async () => {
    const answer = await createSession(
      sessionFields({ shipping_method: 'NO', ship_name: '', ship_add1: '', ship_city: '', num_of_item: '' }),
    );
    expect(answer.status).toBe('SUCCESS');
  });

  it('answers GET with 405: sessions are POSTed', async () => {
    const answer = await fetch(`${fake.url}/gwprocess/v4/api.php?${new URLSearchParams(sessionFields())}`);
    expect(answer.status).toBe(405);
  });
});

describe('the hosted page', () => {
  it('shows the amount and a Pay, a Fail and a Cancel button, each posting to its own URL', async () => {
    const sessionKey = await newSession();
    const page = await fetch(`${fake.url}/EasyCheckOut/${sessionKey}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('BDT 1,250.50');
    expect(html).toContain('MF-20261125-000042');
    for (const outcome of ['Pay', 'Fail', 'Cancel']) {
      const action = `/EasyCheckOut/${sessionKey}/${outcome.toLowerCase()}`;
      expect(html).toContain(`<form method="post" action="${action}"><button`);
      expect(html).toContain(`type="submit">${outcome}</button></form>`);
    }
  });

  it('Pay sends a signed IPN to ipn_url and sends the browser to success_url with the same fields', async () => {
    const sessionKey = await newSession();
    const answer = await fetch(`${fake.url}/EasyCheckOut/${sessionKey}/pay`, { method: 'POST' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<form method="post" action="${shop.url}/success">`);
    expect(html).toContain('document.forms[0].submit()');
    const returned = hiddenFields(html);
    expect(returned).toMatchObject({
      status: 'VALID',
      tran_id: 'MF-20261125-000042',
      amount: '1250.50',
      store_amount: '1219.24',
      currency: 'BDT',
      currency_type: 'BDT',
      currency_amount: '1250.50',
      store_id: fake.storeId,
      value_a: 'order-42',
      risk_level: '0',
      risk_title: 'Safe',
    });
    for (const field of ['val_id', 'bank_tran_id', 'card_type', 'tran_date', 'verify_sign', 'verify_key']) {
      expect(returned[field], field).toBeTruthy();
    }
    expect(returned.verify_sign).toBe(expectedSign(returned, fake.storePassword));
    expect(returned.verify_sign).not.toBe(expectedSign(returned, 'another password'));

    expect(shop.posts).toHaveLength(1);
    expect(shop.posts[0]?.path).toBe('/ipn');
    expect(shop.posts[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(shop.posts[0]?.fields).toEqual(returned);
    expect(fake.ipns()).toMatchObject([{ url: `${shop.url}/ipn`, status: 200, error: null }]);
  });

  it.each([
    ['fail', '/fail', 'FAILED', 'Declined by the issuing bank (fake)'],
    ['cancel', '/cancel', 'CANCELLED', 'Cancelled by User'],
  ])('%s posts status %s to its URL and to the IPN URL', async (outcome, path, status, error) => {
    const sessionKey = await newSession();
    const html = await (await fetch(`${fake.url}/EasyCheckOut/${sessionKey}/${outcome}`, { method: 'POST' })).text();
    expect(html).toContain(`action="${shop.url}${path}"`);
    const returned = hiddenFields(html);
    expect(returned).toMatchObject({ status, error, tran_id: 'MF-20261125-000042', amount: '1250.50' });
    expect(returned.val_id).toBeUndefined();
    expect(returned.verify_sign).toBe(expectedSign(returned, fake.storePassword));
    expect(shop.posts.map((p) => p.fields)).toEqual([returned]);
  });

  it('ends a session with its first outcome: no second payment, no page', async () => {
    const sessionKey = await newSession();
    expect(await fake.pay(sessionKey)).not.toBeNull();
    expect(await fake.pay(sessionKey)).toBeNull();
    const again = await fetch(`${fake.url}/EasyCheckOut/${sessionKey}/cancel`, { method: 'POST' });
    expect(again.status).toBe(404);
    expect((await fetch(`${fake.url}/EasyCheckOut/${sessionKey}`)).status).toBe(404);
    expect(shop.posts).toHaveLength(1);
  });

  it('escapes what the shop sent when it shows it', async () => {
    const sessionKey = await newSession({ tran_id: '<script>x</script>', value_b: '"><b>' });
    const page = await (await fetch(`${fake.url}/EasyCheckOut/${sessionKey}`)).text();
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&#60;script&#62;x');
    const html = await (await fetch(`${fake.url}/EasyCheckOut/${sessionKey}/pay`, { method: 'POST' })).text();
    expect(html).toContain('name="value_b" value="&#34;&#62;&#60;b&#62;"');
    expect(hiddenFields(html).value_b).toBe('&#34;&#62;&#60;b&#62;');
  });
});

describe('the validation API', () => {
  it('answers VALID the first time, VALIDATED after, with what was paid', async () => {
    const sessionKey = await newSession();
    const valId = (await fake.pay(sessionKey))?.fields.val_id ?? '';
    const first = await askGateway('validationserverAPI', { val_id: valId, v: '1' });
    expect(first).toMatchObject({
      status: 'VALID',
      val_id: valId,
      tran_id: 'MF-20261125-000042',
      amount: '1250.50',
      store_amount: '1219.24',
      currency: 'BDT',
      risk_level: '0',
      value_a: 'order-42',
      APIConnect: 'DONE',
    });
    expect(first.bank_tran_id).toBe(fake.sessions()[0]?.bankTranId);
    expect(await askGateway('validationserverAPI', { val_id: valId })).toMatchObject({
      status: 'VALIDATED',
      validated_on: first.validated_on,
    });
  });

  it('answers INVALID_TRANSACTION for a val_id it never issued', async () => {
    expect(await askGateway('validationserverAPI', { val_id: '2611251203000aBcDeFgHiJkLmNoP' })).toEqual({
      status: 'INVALID_TRANSACTION',
      APIConnect: 'DONE',
    });
  });

  it('refuses a wrong store password (APIConnect FAILED) and a request without val_id (INVALID_REQUEST)', async () => {
    const sessionKey = await newSession();
    const valId = (await fake.pay(sessionKey))?.fields.val_id ?? '';
    expect(await askGateway('validationserverAPI', { val_id: valId, store_passwd: 'guess' })).toEqual({
      APIConnect: 'FAILED',
    });
    expect(await askGateway('validationserverAPI', {})).toEqual({ APIConnect: 'INVALID_REQUEST' });
    expect(await askGateway('validationserverAPI', { val_id: valId })).toMatchObject({ status: 'VALID' });
  });
});

describe('the transaction queries', () => {
  it('find a session by tran_id and by session key, PENDING before payment and VALIDATED after', async () => {
    const sessionKey = await newSession();
    expect(await askGateway('merchantTransIDvalidationAPI', { sessionkey: sessionKey })).toMatchObject({
      status: 'PENDING',
      sessionkey: sessionKey,
      tran_id: 'MF-20261125-000042',
      APIConnect: 'DONE',
    });
    const valId = (await fake.pay(sessionKey))?.fields.val_id ?? '';
    await askGateway('validationserverAPI', { val_id: valId });
    const byTranId = await askGateway('merchantTransIDvalidationAPI', { tran_id: 'MF-20261125-000042' });
    expect(byTranId).toMatchObject({
      APIConnect: 'DONE',
      no_of_trans_found: 1,
      element: [{ status: 'VALIDATED', val_id: valId, amount: '1250.50', tran_id: 'MF-20261125-000042' }],
    });
    expect(await askGateway('merchantTransIDvalidationAPI', { sessionkey: sessionKey })).toMatchObject({
      status: 'VALIDATED',
      val_id: valId,
    });
  });

  it('list every attempt with a tran_id, failed ones too', async () => {
    await fake.fail(await newSession());
    await fake.pay(await newSession());
    const answer = await askGateway('merchantTransIDvalidationAPI', { tran_id: 'MF-20261125-000042' });
    expect(answer).toMatchObject({ no_of_trans_found: 2, element: [{ status: 'FAILED' }, { status: 'VALID' }] });
    expect(await askGateway('merchantTransIDvalidationAPI', { tran_id: 'MF-unknown' })).toEqual({
      APIConnect: 'DONE',
      no_of_trans_found: 0,
      element: [],
    });
  });
});

describe('refunds', () => {
  const paidBankTranId = async () => (await fake.pay(await newSession()))?.fields.bank_tran_id ?? '';
  const refund = (params: Fields) =>
    askGateway('merchantTransIDvalidationAPI', { refund_remarks: 'Wrong part', v: '1', ...params });

  it('initiates a refund with refund_trans_id, answers the same one again as processing, and reports it refunded', async () => {
    const bankTranId = await paidBankTranId();
    const first = await refund({ bank_tran_id: bankTranId, refund_trans_id: 'RF-42-1', refund_amount: '250.50' });
    expect(first).toMatchObject({
      APIConnect: 'DONE',
      status: 'success',
      bank_tran_id: bankTranId,
      trans_id: 'MF-20261125-000042',
      errorReason: '',
    });
    expect(first.refund_ref_id).toMatch(/^[0-9a-f]{13}$/);
    expect(
      await refund({ bank_tran_id: bankTranId, refund_trans_id: 'RF-42-1', refund_amount: '250.50' }),
    ).toMatchObject({ status: 'processing', refund_ref_id: first.refund_ref_id });
    expect(
      await askGateway('merchantTransIDvalidationAPI', { refund_ref_id: String(first.refund_ref_id) }),
    ).toMatchObject({
      APIConnect: 'DONE',
      status: 'refunded',
      bank_tran_id: bankTranId,
      tran_id: 'MF-20261125-000042',
      refund_ref_id: first.refund_ref_id,
    });
    expect(fake.sessions()[0]?.refunds).toEqual([
      { refundRefId: first.refund_ref_id, refundTransId: 'RF-42-1', amount: '250.50', remarks: 'Wrong part' },
    ]);
  });

  it('refuses a refund without refund_trans_id (required since 2025-02-24)', async () => {
    const answer = await refund({ bank_tran_id: await paidBankTranId(), refund_amount: '100', refe_id: 'order-42' });
    expect(answer).toMatchObject({ status: 'failed', refund_ref_id: '' });
    expect(answer.errorReason).toContain('refund_trans_id is required');
  });

  it('refuses more than is left to refund, and an unknown bank_tran_id', async () => {
    const bankTranId = await paidBankTranId();
    await refund({ bank_tran_id: bankTranId, refund_trans_id: 'RF-1', refund_amount: '1000' });
    const tooMuch = await refund({ bank_tran_id: bankTranId, refund_trans_id: 'RF-2', refund_amount: '250.51' });
    expect(tooMuch).toMatchObject({ status: 'failed' });
    expect(tooMuch.errorReason).toContain('more than the transaction has left');
    expect(await refund({ bank_tran_id: bankTranId, refund_trans_id: 'RF-3', refund_amount: '250.50' })).toMatchObject({
      status: 'success',
    });
    expect(await refund({ bank_tran_id: 'nope', refund_trans_id: 'RF-4', refund_amount: '1' })).toMatchObject({
      status: 'failed',
      errorReason: 'Invalid bank_tran_id: no successful transaction has it.',
    });
  });
});

describe('the controls', () => {
  it('nextPaymentRisky marks the next payment risk_level 1, in the IPN and the validation, and only that one', async () => {
    fake.control({ nextPaymentRisky: true });
    const risky = await fake.pay(await newSession());
    expect(risky?.fields).toMatchObject({ risk_level: '1', risk_title: 'Risky' });
    expect(shop.posts[0]?.fields).toMatchObject({ risk_level: '1' });
    expect(await askGateway('validationserverAPI', { val_id: risky?.fields.val_id ?? '' })).toMatchObject({
      status: 'VALID',
      risk_level: '1',
      risk_title: 'Risky',
    });
    expect(fake.controls().nextPaymentRisky).toBe(false);
    expect((await fake.pay(await newSession()))?.fields.risk_level).toBe('0');
  });

  it('validation "invalid" answers INVALID_TRANSACTION for a real payment', async () => {
    const valId = (await fake.pay(await newSession()))?.fields.val_id ?? '';
    fake.control({ validation: 'invalid' });
    expect(await askGateway('validationserverAPI', { val_id: valId })).toMatchObject({ status: 'INVALID_TRANSACTION' });
  });

  it('validationAmount and validationTranId change what the validation reports, not what was posted', async () => {
    const paid = await fake.pay(await newSession());
    fake.control({ validationAmount: '10.00', validationTranId: 'MF-20261125-000007' });
    expect(await askGateway('validationserverAPI', { val_id: paid?.fields.val_id ?? '' })).toMatchObject({
      status: 'VALID',
      amount: '10.00',
      currency_amount: '10.00',
      tran_id: 'MF-20261125-000007',
    });
    expect(paid?.fields).toMatchObject({ amount: '1250.50', tran_id: 'MF-20261125-000042' });
  });

  it('down answers 503, drops connections or never answers, everywhere but the control endpoints', async () => {
    fake.control({ down: 'http-503' });
    const answer = await fetch(`${fake.url}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams(sessionFields()),
    });
    expect(answer.status).toBe(503);
    expect((await fetch(`${fake.url}/__fake/controls`)).status).toBe(200);
    fake.control({ down: 'connection-reset' });
    await expect(fetch(`${fake.url}/validator/api/validationserverAPI.php`)).rejects.toThrow(TypeError);
    fake.control({ down: 'no-answer' });
    const unanswered = fetch(`${fake.url}/validator/api/validationserverAPI.php`, { signal: AbortSignal.timeout(300) });
    await expect(unanswered).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }));
    fake.control({ down: false });
    expect((await createSession(sessionFields())).status).toBe('SUCCESS');
    expect(fake.requests()).toHaveLength(1);
  });

  it('refunds "refuse" fails every refund', async () => {
    const bankTranId = (await fake.pay(await newSession()))?.fields.bank_tran_id ?? '';
    fake.control({ refunds: 'refuse' });
    const answer = await askGateway('merchantTransIDvalidationAPI', {
      bank_tran_id: bankTranId,
      refund_trans_id: 'RF-1',
      refund_amount: '10',
      refund_remarks: 'Out of stock',
    });
    expect(answer).toMatchObject({ status: 'failed', errorReason: 'Refund refused by the bank (fake).' });
  });

  it('ipn "skip" sends none, "repeat" sends each twice', async () => {
    fake.control({ ipn: 'skip' });
    await fake.pay(await newSession());
    expect(shop.posts).toHaveLength(0);
    fake.control({ ipn: 'repeat' });
    const paid = await fake.pay(await newSession());
    expect(shop.posts.map((p) => p.fields)).toEqual([paid?.fields, paid?.fields]);
  });

  it('records an IPN the shop could not take', async () => {
    await fake.pay(await newSession({ ipn_url: 'http://127.0.0.1:1/ipn' }));
    expect(fake.ipns()).toMatchObject([{ url: 'http://127.0.0.1:1/ipn', status: null }]);
    expect(fake.ipns()[0]?.error).toMatch(/fetch failed/);
  });

  it('are also an HTTP endpoint, which refuses what it does not know', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
    const set = await post('control', { nextPaymentRisky: true, ipn: 'repeat' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ nextPaymentRisky: true, ipn: 'repeat', validation: 'normal' });
    expect(fake.controls()).toMatchObject({ nextPaymentRisky: true, ipn: 'repeat' });

    const unknown = await post('control', { slow: true });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('Unknown control "slow"');
    expect((await post('control', { down: 'yes' })).status).toBe(400);

    await newSession();
    const sessions = (await (await fetch(`${fake.url}/__fake/sessions`)).json()) as unknown[];
    expect(sessions).toMatchObject([{ tranId: 'MF-20261125-000042', status: 'PENDING', amount: '1250.50' }]);
    const requests = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as unknown[];
    expect(requests).toMatchObject([{ method: 'POST', path: '/gwprocess/v4/api.php' }]);

    expect(await (await post('reset', {})).json()).toMatchObject({ nextPaymentRisky: false, ipn: 'send' });
    expect(fake.sessions()).toEqual([]);
    expect(fake.requests()).toEqual([]);
  });
});
