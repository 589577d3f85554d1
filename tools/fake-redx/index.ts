import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { BadBodyError, createFakeServer, listen, readJson, sendJson, type FakeOutage } from '../lib/http.js';

/**
 * RedX's parcel statuses: the one a new parcel has (its "Get Parcel Details" example), then the
 * MAPPED_STATUS values its webhook documentation lists, each with its English and Bangla message.
 */
export const REDX_STATUSES = {
  'pickup-pending': ['Package is created successfully', 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে'],
  'ready-for-delivery': ['Parcel received from merchant', 'পার্সেল মার্চেন্টের কাছ থেকে গ্রহণ করা হয়েছে'],
  'delivery-in-progress': ['Parcel is out for delivery', 'পার্সেল ডেলিভারির জন্য রাইডারের কাছে আছে'],
  delivered: ['Parcel delivered', 'পার্সেল ডেলিভারি সম্পন্ন হয়েছে'],
  'agent-hold': ['Parcel is on hold', 'পার্সেলটি হোল্ডে আছে'],
  'agent-returning': ['Parcel is being returned', 'পার্সেলটি ফেরত যাচ্ছে'],
  returned: ['Parcel returned', 'পার্সেলটি ফেরত দেওয়া হয়েছে'],
  'agent-area-change': ['Area change requested', 'এরিয়া পরিবর্তনের অনুরোধ করা হয়েছে'],
} as const;
export type RedxStatus = keyof typeof REDX_STATUSES;
const isStatus = (value: unknown): value is RedxStatus =>
  typeof value === 'string' && Object.hasOwn(REDX_STATUSES, value);

/** A few of RedX's delivery areas (its "Get Areas" shape), enough for tests. */
export const REDX_AREAS = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 1 },
  { id: 2, name: 'Dhanmondi', post_code: 1209, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 1 },
  { id: 3, name: 'Gulshan', post_code: 1212, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 1 },
  { id: 13, name: 'Savar', post_code: 1340, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 3 },
  { id: 40, name: 'Agrabad', post_code: 4100, division_name: 'Chattogram', district_name: 'Chattogram', zone_id: 5 },
];
const PICKUP_AREA_ID = 1;

export type RedxParcel = {
  trackingId: string;
  invoice: string | null;
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  deliveryArea: string;
  deliveryAreaId: number;
  /** Taka, as sent. */
  cashCollectionAmount: number;
  /** Grams. */
  parcelWeight: number;
  value: number;
  charge: number;
  status: RedxStatus;
  tracking: { message_en: string; message_bn: string; time: string }[];
  createdAt: string;
};

export type CallbackDelivery = { status: RedxStatus; httpStatus: number };

export type FakeRedxOptions = {
  port?: number;
  host?: string;
  /** The merchant's token: RedX wants it as `API-ACCESS-TOKEN: Bearer <token>`. */
  token?: string;
  /** The merchant's Callback URL, its credentials in the query (RedX's "Webhook Integration"). */
  callbackUrl?: string;
};

export type FakeRedx = Awaited<ReturnType<typeof startFakeRedx>>;

const API = '/v1.0.0-beta';

/** RedX's charge: 60 taka inside Dhaka's zone 1, 100 elsewhere, 15 more per kilogram past the first, 1% COD. */
const chargeOf = (areaId: number, weightGrams: number, cash: number) => ({
  deliveryCharge:
    (REDX_AREAS.find((area) => area.id === areaId)?.zone_id === 1 ? 60 : 100) +
    Math.max(0, Math.ceil((weightGrams - 1000) / 1000)) * 15,
  codCharge: Math.round(cash * 0.01),
});

/** Checks a parcel as RedX's "Create Parcel" documents it: the required fields and their types. */
function parseParcel(
  body: Record<string, unknown>,
):
  | { errors: string[]; parcel?: undefined }
  | { errors?: undefined; parcel: Omit<RedxParcel, 'trackingId' | 'charge' | 'status' | 'tracking' | 'createdAt'> } {
  const errors: string[] = [];
  const text = (field: string) => {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') errors.push(`${field} is required`);
    return typeof value === 'string' ? value : '';
  };
  const number = (field: string) => {
    const value = Number(body[field]);
    if (body[field] === undefined || body[field] === '' || !Number.isFinite(value) || value < 0) {
      errors.push(`${field} must be a number`);
    }
    return value;
  };
  const customerName = text('customer_name');
  const customerPhone = text('customer_phone');
  if (customerPhone && !/^01\d{9}$/.test(customerPhone)) errors.push('customer_phone must be 11 digits');
  const deliveryArea = text('delivery_area');
  const deliveryAreaId = number('delivery_area_id');
  if (!REDX_AREAS.some((area) => area.id === deliveryAreaId)) errors.push('delivery_area_id is not a RedX area');
  const customerAddress = text('customer_address');
  const cashCollectionAmount = number('cash_collection_amount');
  const parcelWeight = number('parcel_weight');
  const value = number('value');
  const invoice = typeof body.merchant_invoice_id === 'string' ? body.merchant_invoice_id : null;
  if (errors.length > 0) return { errors };
  return {
    parcel: {
      invoice,
      customerName,
      customerPhone,
      customerAddress,
      deliveryArea,
      deliveryAreaId,
      cashCollectionAmount,
      parcelWeight,
      value,
    },
  };
}

/**
 * A local stand-in for RedX's OpenAPI (openapi.redx.com.bd/v1.0.0-beta): parcel create, track and
 * info, areas (all, by post code, by district), pickup stores and the charge calculator, each
 * behind the API-ACCESS-TOKEN header; and its webhook, a POST to the merchant's Callback URL when
 * a test moves a parcel along.
 */
export async function startFakeRedx(options: FakeRedxOptions = {}) {
  const token = options.token ?? 'fake-redx-api-token';
  let callbackUrl = options.callbackUrl ?? null;
  let parcels: RedxParcel[] = [];
  let callbacks: CallbackDelivery[] = [];
  let down: FakeOutage = false;

  const track = (status: RedxStatus) => {
    const [en, bn] = REDX_STATUSES[status];
    return { message_en: en, message_bn: bn, time: new Date().toISOString() };
  };

  /** Moves a parcel to a status and, with a Callback URL, tells the merchant as RedX does. */
  async function setStatus(trackingId: string, status: RedxStatus) {
    const parcel = parcels.find((p) => p.trackingId === trackingId);
    if (!parcel) return null;
    parcel.status = status;
    const entry = track(status);
    parcel.tracking.push(entry);
    let delivery: CallbackDelivery | null = null;
    if (callbackUrl) {
      const reply = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tracking_number: parcel.trackingId,
          timestamp: entry.time,
          status,
          message_en: entry.message_en,
          message_bn: entry.message_bn,
          invoice_number: parcel.invoice,
        }),
      });
      delivery = { status, httpStatus: reply.status };
      callbacks.push(delivery);
    }
    return { parcel: { ...parcel }, delivery };
  }

  const reset = () => {
    parcels = [];
    callbacks = [];
    down = false;
  };

  const detailsOf = (parcel: RedxParcel) => ({
    tracking_id: parcel.trackingId,
    customer_address: parcel.customerAddress,
    delivery_area: parcel.deliveryArea,
    delivery_area_id: parcel.deliveryAreaId,
    charge: parcel.charge,
    customer_name: parcel.customerName,
    customer_phone: parcel.customerPhone,
    cash_collection_amount: parcel.cashCollectionAmount,
    parcel_weight: parcel.parcelWeight,
    merchant_invoice_id: parcel.invoice,
    status: parcel.status,
    instruction: '',
    created_at: parcel.createdAt,
    delivery_type: 'regular',
    value: String(parcel.value),
  });

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    if (request.headers['api-access-token'] !== `Bearer ${token}`) {
      return sendJson(response, 401, { message: 'Unauthorized' });
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === `POST ${API}/parcel`) {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new BadBodyError('Not a JSON object.');
      const parsed = parseParcel(body as Record<string, unknown>);
      if (parsed.errors) return sendJson(response, 400, { message: parsed.errors.join(', ') });
      const parcel: RedxParcel = {
        ...parsed.parcel,
        trackingId: `${new Date().getFullYear() % 100}A${randomBytes(5).toString('hex').toUpperCase()}`,
        charge: chargeOf(parsed.parcel.deliveryAreaId, parsed.parcel.parcelWeight, 0).deliveryCharge,
        status: 'pickup-pending',
        tracking: [track('pickup-pending')],
        createdAt: new Date().toISOString(),
      };
      parcels.push(parcel);
      return sendJson(response, 200, { tracking_id: parcel.trackingId });
    }
    const byId = /^\/v1\.0\.0-beta\/parcel\/(track|info)\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && byId) {
      const parcel = parcels.find((p) => p.trackingId === decodeURIComponent(byId[2] ?? ''));
      if (!parcel) return sendJson(response, 404, { message: 'Parcel not found' });
      return byId[1] === 'track'
        ? sendJson(response, 200, { tracking: parcel.tracking })
        : sendJson(response, 200, { parcel: detailsOf(parcel) });
    }
    if (route === `GET ${API}/areas`) {
      const postCode = url.searchParams.get('post_code');
      const district = url.searchParams.get('district_name');
      const areas = REDX_AREAS.filter(
        (area) =>
          (postCode === null || String(area.post_code) === postCode) &&
          (district === null || area.district_name.toLowerCase() === district.toLowerCase()),
      ).map(({ district_name: _district, ...area }) => area);
      return sendJson(response, 200, { areas });
    }
    if (route === `GET ${API}/pickup/stores`) {
      return sendJson(response, 200, {
        pickup_stores: [
          {
            id: 7,
            name: 'MotoForge Parts',
            address: 'House 7, Road 2, Tejgaon Industrial Area',
            area_name: 'Mohammadpur(Dhaka)',
            area_id: PICKUP_AREA_ID,
            phone: '8801898000999',
            created_at: '2026-01-05T10:39:15.000Z',
          },
        ],
      });
    }
    if (route === `GET ${API}/charge/charge_calculator`) {
      const query = (name: string) => Number(url.searchParams.get(name));
      const areaId = query('delivery_area_id');
      if (!REDX_AREAS.some((area) => area.id === areaId) || !url.searchParams.has('pickup_area_id')) {
        return sendJson(response, 400, { message: 'delivery_area_id and pickup_area_id are required' });
      }
      return sendJson(response, 200, chargeOf(areaId, query('weight'), query('cash_collection_amount')));
    }
    return sendJson(response, 404, { message: 'Not Found' });
  }

  async function handleControl(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const route = `${request.method} ${path}`;
    if (route === 'GET /__fake/parcels') return sendJson(response, 200, parcels);
    if (route === 'POST /__fake/reset') return sendJson(response, 200, (reset(), {}));
    const statusRoute = /^\/__fake\/parcels\/([^/]+)\/status$/.exec(path);
    if (request.method === 'POST' && statusRoute) {
      const { status } = (await readJson(request)) as { status?: unknown };
      if (!isStatus(status)) {
        return sendJson(response, 400, { error: `"status" is one of ${Object.keys(REDX_STATUSES).join(', ')}.` });
      }
      const moved = await setStatus(decodeURIComponent(statusRoute[1] ?? ''), status);
      return moved ? sendJson(response, 200, moved) : sendJson(response, 404, { error: 'No such parcel.' });
    }
    return sendJson(response, 404, { error: `The fake RedX has no ${route}.` });
  }

  const server = createFakeServer({
    control: handleControl,
    api: handleApi,
    down: () => down,
    sendError: (response, status, message) =>
      sendJson(response, status, { message: status === 500 ? 'Internal Server Error' : message }),
  });

  const running = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    url: running.url,
    /** What REDX_BASE_URL is set to, as https://openapi.redx.com.bd/v1.0.0-beta. */
    baseUrl: `${running.url}${API}`,
    token,
    setCallbackUrl: (next: string | null) => {
      callbackUrl = next;
    },
    parcels: () => parcels.map((p) => ({ ...p, tracking: [...p.tracking] })),
    /** Every webhook call and the merchant's HTTP status, oldest first. */
    callbacks: () => [...callbacks],
    setStatus,
    /** Every API URL answers 500 or 503, drops the connection or never answers; /__fake still answers. */
    setDown: (outage: FakeOutage) => {
      down = outage;
    },
    reset,
    close: running.close,
  };
}
