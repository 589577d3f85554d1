import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSteadfast, type FakeSteadfast } from './index.js';

let fake: FakeSteadfast;

beforeAll(async () => {
  fake = await startFakeSteadfast();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

/** The documentation's own example order. */
const order = (overrides: Record<string, unknown> = {}) => ({
  invoice: 'Aa12-das4',
  recipient_name: 'John Smith',
  recipient_phone: '01234567890',
  recipient_address: 'Fla# A1,House# 17/1, Road# 3/A, Dhanmondi,Dhaka-1209',
  cod_amount: 1060,
  note: 'Deliver within 3PM',
  ...overrides,
});

/** Calls the API as the documentation shows: JSON, with the two keys in the headers. */
const call = async (
  path: string,
  { body, keys = { 'Api-Key': fake.apiKey, 'Secret-Key': fake.secretKey } }: { body?: unknown; keys?: object } = {},
) => {
  const answer = await fetch(`${fake.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...keys, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const fakeCall = (path: string, body?: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the fake Steadfast', () => {
  it('creates a consignment as the documented example answers', async () => {
    const created = await call('/create_order', { body: order() });
    expect(created).toEqual({
      status: 200,
      body: {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id: 1424107,
          invoice: 'Aa12-das4',
          tracking_code: expect.stringMatching(/^[0-9A-F]{8}$/) as unknown,
          recipient_name: 'John Smith',
          recipient_phone: '01234567890',
          recipient_address: 'Fla# A1,House# 17/1, Road# 3/A, Dhanmondi,Dhaka-1209',
          cod_amount: 1060,
          status: 'in_review',
          note: 'Deliver within 3PM',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/) as unknown,
          updated_at: expect.any(String) as unknown,
        },
      },
    });
    const second = await call('/create_order', { body: order({ invoice: 'a_sdfd-wq', cod_amount: '0' }) });
    expect(second.body).toMatchObject({ consignment: { consignment_id: 1424108, cod_amount: 0 } });
    expect(fake.consignments().map((c) => c.invoice)).toEqual(['Aa12-das4', 'a_sdfd-wq']);
  });

  it('refuses a used invoice, and every documented rule, field by field', async () => {
    await call('/create_order', { body: order() });
    const again = await call('/create_order', { body: order() });
    expect(again).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'The given data was invalid.',
        errors: { invoice: ['The invoice has already been taken.'] },
      },
    });

    const bad = await call('/create_order', {
      body: {
        invoice: 'MF 42/1',
        recipient_name: 'R'.repeat(101),
        recipient_phone: '+8801712345678',
        alternative_phone: '0171234567',
        recipient_address: 'A'.repeat(251),
        cod_amount: -1,
        delivery_type: 2,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      invoice: ['The invoice must only contain letters, numbers, dashes and underscores.'],
      recipient_name: ['The recipient name must not be greater than 100 characters.'],
      recipient_phone: ['The recipient phone must be 11 digits.'],
      alternative_phone: ['The alternative phone must be 11 digits.'],
      recipient_address: ['The recipient address must not be greater than 250 characters.'],
      cod_amount: ['The cod amount must be at least 0.'],
      delivery_type: ['The selected delivery type is invalid.'],
    });

    const empty = await call('/create_order', { body: { cod_amount: 'lots' } });
    expect(empty.body.errors).toEqual({
      invoice: ['The invoice field is required.'],
      recipient_name: ['The recipient name field is required.'],
      recipient_phone: ['The recipient phone field is required.'],
      recipient_address: ['The recipient address field is required.'],
      cod_amount: ['The cod amount must be a number.'],
    });
    expect(fake.consignments()).toHaveLength(1);
  });

  it('takes an address of exactly 250 characters and a name of 100 (Bangla counted by character)', async () => {
    const created = await call('/create_order', {
      body: order({ recipient_name: 'র'.repeat(100), recipient_address: 'ঢ'.repeat(250) }),
    });
    expect(created.status).toBe(200);
  });

  it('takes a return request by consignment id, invoice or tracking code, and refuses an unknown one', async () => {
    const made = await call('/create_order', { body: order() });
    const consignment = made.body.consignment as { consignment_id: number; tracking_code: string };
    const byId = await call('/create_return_request', {
      body: { consignment_id: consignment.consignment_id, reason: 'Does not fit' },
    });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: 1,
      consignment_id: consignment.consignment_id,
      reason: 'Does not fit',
      status: 'pending',
    });
    const byCode = await call('/create_return_request', { body: { tracking_code: consignment.tracking_code } });
    expect(byCode.body).toMatchObject({ id: 2, consignment_id: consignment.consignment_id, reason: null });
    expect(fake.returnRequests().map((request) => request.consignmentId)).toEqual([
      consignment.consignment_id,
      consignment.consignment_id,
    ]);
    const unknown = await call('/create_return_request', { body: { consignment_id: 1 } });
    expect(unknown.status).toBe(422);
    expect(fake.returnRequests()).toHaveLength(2);
  });

  it('answers 401 without both keys', async () => {
    for (const keys of [{}, { 'Api-Key': fake.apiKey }, { 'Api-Key': fake.apiKey, 'Secret-Key': 'guess' }]) {
      expect(await call('/create_order', { body: order(), keys })).toEqual({
        status: 401,
        body: { status: 401, message: 'Unauthenticated.' },
      });
    }
    expect(fake.consignments()).toEqual([]);
  });

  it('reads a status by consignment id, invoice or tracking code, as a test moves it', async () => {
    const { body } = await call('/create_order', { body: order() });
    const { consignment_id: id, tracking_code: code } = body.consignment as Record<string, string>;
    for (const path of [`/status_by_cid/${id}`, '/status_by_invoice/Aa12-das4', `/status_by_trackingcode/${code}`]) {
      expect(await call(path)).toEqual({ status: 200, body: { status: 200, delivery_status: 'in_review' } });
    }

    expect(fake.setStatus(Number(id), 'pending')).toMatchObject({ status: 'pending' });
    expect((await call(`/status_by_cid/${id}`)).body.delivery_status).toBe('pending');

    const moved = await fakeCall(`/__fake/consignments/${id}/status`, { status: 'delivered' });
    expect(moved.status).toBe(200);
    expect((await call('/status_by_invoice/Aa12-das4')).body.delivery_status).toBe('delivered');
    expect(await call('/get_balance')).toEqual({ status: 200, body: { status: 200, current_balance: 1060 } });

    expect((await fakeCall(`/__fake/consignments/${id}/status`, { status: 'teleported' })).status).toBe(400);
    expect((await fakeCall('/__fake/consignments/1/status', { status: 'delivered' })).status).toBe(404);
    expect(await call('/status_by_cid/999')).toEqual({
      status: 404,
      body: { status: 404, message: 'Consignment not found.' },
    });
  });

  it('answers 500, 503, a dropped connection or nothing while down, and its controls still answer', async () => {
    await call('/create_order', { body: order() });
    expect(fake.control({ down: 'http-500' })).toMatchObject({ down: 'http-500' });
    expect(await call('/status_by_invoice/Aa12-das4')).toEqual({ status: 500, body: { message: 'Server Error' } });

    fake.control({ down: 'http-503' });
    expect((await fetch(`${fake.baseUrl}/get_balance`)).status).toBe(503);

    fake.control({ down: 'connection-reset' });
    await expect(fetch(`${fake.baseUrl}/get_balance`)).rejects.toThrow();

    const set = await fakeCall('/__fake/control', { down: 'no-answer' });
    expect(await set.json()).toEqual({ down: 'no-answer', refusalHttpStatus: 400 });
    await expect(fetch(`${fake.baseUrl}/get_balance`, { signal: AbortSignal.timeout(200) })).rejects.toThrow(
      /aborted due to timeout/,
    );
    expect(await (await fakeCall('/__fake/consignments')).json()).toHaveLength(1);

    await fakeCall('/__fake/reset', {});
    expect((await call('/get_balance')).status).toBe(200);
    expect(fake.consignments()).toEqual([]);
  });

  it('can send its refusals with HTTP 200, and refuses unknown controls', async () => {
    fake.control({ refusalHttpStatus: 200 });
    const refused = await call('/create_order', { body: order({ recipient_phone: '1234' }) });
    expect(refused).toMatchObject({
      status: 200,
      body: { status: 400, errors: { recipient_phone: expect.any(Array) } },
    });

    const unknown = await fakeCall('/__fake/control', { slow: true });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Unknown control "slow"; the controls are down, refusalHttpStatus.',
    });
    expect((await fakeCall('/__fake/control', { down: 'sometimes' })).status).toBe(400);
  });
});
