import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookRecorder } from '../lib/http.js';
import { startFakeRedx, type FakeRedx } from './index.js';

let fake: FakeRedx;
/** A merchant's Callback URL: its token in the query, as RedX's documentation asks. */
let merchant: Awaited<ReturnType<typeof startWebhookRecorder>>;

beforeAll(async () => {
  fake = await startFakeRedx();
  merchant = await startWebhookRecorder(({ url }) => ({ status: url.endsWith('token=right') ? 200 : 401 }));
});
afterAll(async () => {
  await fake.close();
  await merchant.close();
});
afterEach(() => {
  fake.reset();
  fake.setCallbackUrl(null);
  merchant.received.length = 0;
});

const call = async (path: string, body?: unknown, token = `Bearer ${fake.token}`) => {
  const answer = await fetch(`${fake.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'API-ACCESS-TOKEN': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

/** The documentation's create-parcel fields. */
const parcel = (overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Rahim Uddin',
  customer_phone: '01712345678',
  delivery_area: 'Savar',
  delivery_area_id: 13,
  customer_address: 'House 12, Road 3, Savar, Dhaka',
  merchant_invoice_id: 'MF-7K3QX9',
  cash_collection_amount: '1250',
  parcel_weight: 500,
  value: 1250,
  ...overrides,
});

describe('the fake RedX', () => {
  it('wants the API-ACCESS-TOKEN header with its Bearer token', async () => {
    expect((await call('/areas', undefined, fake.token)).status).toBe(401);
    expect((await call('/areas', undefined, 'Bearer wrong')).status).toBe(401);
    expect((await call('/areas')).status).toBe(200);
  });

  it('finds areas by post code and by district, and prices a parcel from the pickup store’s area', async () => {
    expect((await call('/areas?post_code=1340')).body).toEqual({
      areas: [{ id: 13, name: 'Savar', post_code: 1340, division_name: 'Dhaka', zone_id: 3 }],
    });
    expect((await call('/areas?post_code=9999')).body).toEqual({ areas: [] });
    expect(((await call('/areas?district_name=Dhaka')).body.areas as unknown[]).length).toBe(4);
    const [store] = (await call('/pickup/stores')).body.pickup_stores as { area_id: number }[];
    expect(
      (
        await call(
          `/charge/charge_calculator?delivery_area_id=13&pickup_area_id=${store!.area_id}&cash_collection_amount=1250&weight=500`,
        )
      ).body,
    ).toEqual({
      deliveryCharge: 100,
      codCharge: 13,
    });
    expect((await call('/charge/charge_calculator?delivery_area_id=13')).status).toBe(400);
  });

  it('creates a parcel with a tracking id, refuses a bad one, and tracks and details it', async () => {
    const created = await call('/parcel', parcel());
    expect(created).toEqual({
      status: 200,
      body: { tracking_id: expect.stringMatching(/^\d\dA[0-9A-F]{10}$/) as unknown },
    });
    const refused = await call('/parcel', parcel({ customer_phone: '+8801712345678', delivery_area_id: 999 }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/customer_phone.*delivery_area_id/);
    const id = String(created.body.tracking_id);
    await fake.setStatus(id, 'delivery-in-progress');
    expect((await call(`/parcel/info/${id}`)).body).toMatchObject({
      parcel: {
        tracking_id: id,
        status: 'delivery-in-progress',
        cash_collection_amount: 1250,
        merchant_invoice_id: 'MF-7K3QX9',
      },
    });
    expect((await call(`/parcel/track/${id}`)).body).toMatchObject({
      tracking: [{ message_en: 'Package is created successfully' }, { message_en: 'Parcel is out for delivery' }],
    });
    expect((await call('/parcel/info/NOSUCH')).status).toBe(404);
  });

  it('posts each status change to the Callback URL with its credentials in the query', async () => {
    fake.setCallbackUrl(`${merchant.url}/redx?token=right`);
    const id = String((await call('/parcel', parcel())).body.tracking_id);
    expect((await fake.setStatus(id, 'delivered'))?.delivery).toEqual({ status: 'delivered', httpStatus: 200 });
    expect(merchant.received[0]).toMatchObject({
      url: '/redx?token=right',
      body: { tracking_number: id, status: 'delivered', message_en: 'Parcel delivered', invoice_number: 'MF-7K3QX9' },
    });
    fake.setCallbackUrl(`${merchant.url}/redx?token=forged`);
    expect((await fake.setStatus(id, 'returned'))?.delivery).toEqual({ status: 'returned', httpStatus: 401 });
  });

  it('answers 503 or drops the connection while down', async () => {
    fake.setDown('http-503');
    expect((await fetch(`${fake.baseUrl}/areas`)).status).toBe(503);
    fake.setDown('connection-reset');
    await expect(fetch(`${fake.baseUrl}/areas`)).rejects.toThrow();
  });
});
