import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookRecorder } from '../lib/http.js';
import { PATHAO_INTEGRATION_SECRET_HEADER, startFakePathao, type FakePathao } from './index.js';

let fake: FakePathao;
/** A merchant's webhook: answers as Pathao asks only when the signature is the shared secret. */
let merchant: Awaited<ReturnType<typeof startWebhookRecorder>>;

beforeAll(async () => {
  fake = await startFakePathao();
  merchant = await startWebhookRecorder(({ headers }) =>
    headers['x-pathao-signature'] === fake.webhookSecret
      ? { status: 202, headers: { [PATHAO_INTEGRATION_SECRET_HEADER]: fake.integrationSecret } }
      : { status: 401 },
  );
});
afterAll(async () => {
  await fake.close();
  await merchant.close();
});
afterEach(() => {
  fake.reset();
  fake.setWebhookUrl(null);
  merchant.received.length = 0;
});

const issueToken = async (body: Record<string, unknown>) => {
  const answer = await fetch(`${fake.baseUrl}/aladdin/api/v1/issue-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: fake.clientId, client_secret: fake.clientSecret, ...body }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
const passwordGrant = () => issueToken({ grant_type: 'password', username: fake.username, password: fake.password });

const call = async (token: unknown, path: string, body?: unknown) => {
  const answer = await fetch(`${fake.baseUrl}/aladdin/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${String(token)}`, 'content-type': 'application/json; charset=UTF-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: answer.status,
    body: (await answer.json()) as { data?: Record<string, unknown> } & Record<string, unknown>,
  };
};

/** The documentation's own example order. */
const order = (overrides: Record<string, unknown> = {}) => ({
  store_id: fake.storeId,
  merchant_order_id: 'MF-7K3QX9',
  recipient_name: 'Demo Recipient',
  recipient_phone: '01712345678',
  recipient_address: 'House 123, Road 4, Sector 10, Uttara, Dhaka-1230, Bangladesh',
  delivery_type: 48,
  item_type: 2,
  item_quantity: 1,
  item_weight: '0.5',
  amount_to_collect: 900,
  ...overrides,
});

describe('the fake Pathao', () => {
  it('issues a token for the password grant, refreshes it once with the refresh token, and refuses the rest', async () => {
    const issued = await passwordGrant();
    expect(issued).toEqual({
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: 432000,
        access_token: expect.any(String) as unknown,
        refresh_token: expect.any(String) as unknown,
      },
    });
    expect((await issueToken({ grant_type: 'password', username: fake.username, password: 'wrong' })).status).toBe(401);
    fake.expireAccessTokens();
    expect((await call(issued.body.access_token, '/stores')).status).toBe(401);
    const refreshed = await issueToken({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await call(refreshed.body.access_token, '/stores')).status).toBe(200);
    // A refresh token works once.
    expect((await issueToken({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token })).status).toBe(
      401,
    );
    expect(fake.tokensIssued()).toEqual(['password', 'refresh_token']);
  });

  it('lists the store, cities, zones and areas, and prices a parcel by its city and weight', async () => {
    const { access_token: token } = (await passwordGrant()).body;
    expect((await call(token, '/stores')).body.data).toMatchObject({
      data: [{ store_id: fake.storeId, is_active: 1 }],
    });
    expect((await call(token, '/city-list')).body.data).toMatchObject({
      data: expect.arrayContaining([{ city_id: 1, city_name: 'Dhaka' }]) as unknown,
    });
    expect((await call(token, '/cities/1/zone-list')).body.data).toMatchObject({
      data: expect.arrayContaining([{ zone_id: 298, zone_name: 'Savar' }]) as unknown,
    });
    expect((await call(token, '/zones/298/area-list')).body.data).toMatchObject({
      data: [{ area_id: 88, home_delivery_available: true }],
    });
    const plan = {
      store_id: fake.storeId,
      item_type: 2,
      delivery_type: 48,
      item_weight: 0.5,
      recipient_city: 1,
      recipient_zone: 298,
    };
    expect(await call(token, '/merchant/price-plan', plan)).toMatchObject({
      status: 200,
      body: { type: 'success', code: 200, data: { price: 60, final_price: 60, cod_percentage: 0.01 } },
    });
    expect(
      (await call(token, '/merchant/price-plan', { ...plan, recipient_city: 2, item_weight: 2.5 })).body.data,
    ).toMatchObject({ final_price: 140 });
    expect((await call(token, '/merchant/price-plan', { ...plan, recipient_city: 999 })).status).toBe(422);
  });

  it('creates an order with a consignment id, refuses a bad one field by field, and reports its status', async () => {
    const { access_token: token } = (await passwordGrant()).body;
    const created = await call(token, '/orders', order());
    expect(created).toEqual({
      status: 200,
      body: {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: expect.stringMatching(/^DL[0-9A-F]{10}$/) as unknown,
          merchant_order_id: 'MF-7K3QX9',
          order_status: 'Pending',
          delivery_fee: 60,
        },
      },
    });
    const refused = await call(
      token,
      '/orders',
      order({ recipient_phone: '+8801712345678', item_weight: 20, delivery_type: 24 }),
    );
    expect(refused).toMatchObject({ status: 422, body: { type: 'error', code: 422 } });
    expect(Object.keys(refused.body.errors as object).sort()).toEqual([
      'delivery_type',
      'item_weight',
      'recipient_phone',
    ]);
    const id = String(created.body.data!.consignment_id);
    await fake.setStatus(id, 'Picked');
    expect((await call(token, `/orders/${id}/info`)).body.data).toMatchObject({
      consignment_id: id,
      order_status_slug: 'Picked',
    });
    expect((await call(token, '/orders/DLNOSUCH/info')).status).toBe(404);
    expect((await call('not-a-token', '/orders', order())).status).toBe(401);
  });

  it('calls the webhook signed with the shared secret, and sees whether the merchant answered 202 with the integration secret', async () => {
    fake.setWebhookUrl(merchant.url);
    const { access_token: token } = (await passwordGrant()).body;
    const id = String((await call(token, '/orders', order())).body.data!.consignment_id);
    const moved = await fake.setStatus(id, 'Delivered');
    expect(moved?.delivery).toEqual({
      event: 'order.delivered',
      httpStatus: 202,
      integrationSecret: fake.integrationSecret,
      isAccepted: true,
    });
    expect(merchant.received[0]).toMatchObject({
      headers: { 'x-pathao-signature': fake.webhookSecret },
      body: { consignment_id: id, merchant_order_id: 'MF-7K3QX9', event: 'order.delivered', collected_amount: 900 },
    });
    const forged = await fake.sendWebhook({ event: 'order.delivered', consignment_id: id }, 'forged');
    expect(forged).toMatchObject({ httpStatus: 401, isAccepted: false });
  });

  it('answers 503, 500 or nothing while down, and its controls still answer', async () => {
    fake.setDown('http-503');
    expect((await fetch(`${fake.baseUrl}/aladdin/api/v1/issue-token`, { method: 'POST' })).status).toBe(503);
    fake.setDown('http-500');
    expect((await fetch(`${fake.baseUrl}/aladdin/api/v1/city-list`)).status).toBe(500);
    fake.setDown('connection-reset');
    await expect(fetch(`${fake.baseUrl}/aladdin/api/v1/city-list`)).rejects.toThrow();
    expect((await fetch(`${fake.baseUrl}/__fake/orders`)).status).toBe(200);
  });
});
