import { z } from 'zod';
import {
  callCourierApi,
  PARCEL_WEIGHT_KG,
  toElevenDigitMobile,
  UNKNOWN_PROGRESS,
  wholeTakaOf,
  type Courier,
  type CourierProgress,
  type Parcel,
} from './courier.js';
import { isSamePlace, placeNamesOf } from './parcel-place.js';
import { ProviderError } from '../provider-error.js';

/**
 * Our client of Pathao Courier's merchant API (the "aladdin" API, docs/decisions/053-couriers-behind-one-interface.md):
 * an OAuth token issued with the password grant and renewed with the refresh token, order create
 * and info, the city and zone lists and the price plan for a quote. Tested against tools/fake-pathao.
 */

export const PATHAO_LIVE_URL = 'https://api-hermes.pathao.com';
const API = '/aladdin/api/v1';

export type PathaoSettings = {
  /** PATHAO_LIVE_URL, https://courier-api-sandbox.pathao.com, or a fake's. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  timeoutMs?: number;
};

/** What each order_status_slug means for our order; Pathao retries a failed delivery, and returns come to the admin. */
const PROGRESS: Record<string, CourierProgress> = {
  Pending: { order: 'shipped', isFinal: false },
  Pickup_Requested: { order: 'shipped', isFinal: false },
  Picked: { order: 'shipped', isFinal: false },
  In_Transit: { order: 'shipped', isFinal: false },
  On_Hold: { order: 'shipped', isFinal: false },
  Delivery_Failed: { order: 'shipped', isFinal: false },
  Delivered: { order: 'delivered', isFinal: true },
  Partial_Delivery: { order: 'needs-admin', isFinal: true },
  Return: { order: 'needs-admin', isFinal: true },
};

/** The webhook's events, each as the order_status_slug it stands for. */
const EVENT_STATUS: Record<string, string> = {
  'order.created': 'Pending',
  'order.pickup-requested': 'Pickup_Requested',
  'order.picked': 'Picked',
  'order.in-transit': 'In_Transit',
  'order.on-hold': 'On_Hold',
  'order.delivery-failed': 'Delivery_Failed',
  'order.delivered': 'Delivered',
  'order.partial-delivery': 'Partial_Delivery',
  'order.returned': 'Return',
};

export const pathaoProgressOf = (status: string) => PROGRESS[status] ?? UNKNOWN_PROGRESS;

/** The event Pathao sends to check a webhook URL when the merchant registers it. */
export const PATHAO_INTEGRATION_EVENT = 'webhook_integration';
export const PATHAO_INTEGRATION_SECRET_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';

export const pathaoWebhookSchema = z.looseObject({
  event: z.string(),
  consignment_id: z.coerce.string().optional(),
});

/** A webhook call's consignment and status, or null for an event that is not a status (the integration check). */
export function readPathaoWebhook(body: z.infer<typeof pathaoWebhookSchema>) {
  if (!body.consignment_id) return null;
  return { consignmentId: body.consignment_id, status: EVENT_STATUS[body.event] ?? body.event };
}

const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});
const envelopeSchema = z.looseObject({
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
  data: z.unknown(),
});
const orderSchema = z.looseObject({ consignment_id: z.coerce.string().min(1) });
const infoSchema = z.looseObject({ order_status_slug: z.string().min(1) });
const listSchema = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });
const citySchema = listSchema(z.looseObject({ city_id: z.number(), city_name: z.string() }));
const zoneSchema = listSchema(z.looseObject({ zone_id: z.number(), zone_name: z.string() }));
const priceSchema = z.looseObject({ final_price: z.coerce.number().nonnegative() });

/** Pathao's limits on an order's recipient ("Create a New Order"). */
const RECIPIENT_NAME_MAX = 100;
const RECIPIENT_ADDRESS_MAX = 220;
const NORMAL_DELIVERY = 48;
const PARCEL_ITEM = 2;

export type PathaoClient = ReturnType<typeof createPathaoClient>;

export function createPathaoClient(settings: PathaoSettings) {
  const root = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  let token: { access: string; refresh: string; expiresAt: number } | null = null;

  const parse = <T>(schema: z.ZodType<T>, json: unknown): T => {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderError('pathao', 'unavailable', 'Pathao answered in an unexpected shape.', {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };

  async function issueToken(grant: Record<string, string>) {
    const { httpStatus, json } = await callCourierApi('pathao', `${root}${API}/issue-token`, {
      method: 'POST',
      headers: {},
      body: { client_id: settings.clientId, client_secret: settings.clientSecret, ...grant },
      timeoutMs,
    });
    if (httpStatus !== 200) return null;
    const issued = parse(tokenSchema, json);
    // A minute early, so a token never expires on its way.
    token = {
      access: issued.access_token,
      refresh: issued.refresh_token,
      expiresAt: Date.now() + (issued.expires_in - 60) * 1000,
    };
    return token.access;
  }

  /** A live access token: the kept one, else one from the refresh token, else a new one from the password. */
  async function accessToken({ isRenewal = false } = {}) {
    if (token && !isRenewal && token.expiresAt > Date.now()) return token.access;
    const refreshed = token ? await issueToken({ grant_type: 'refresh_token', refresh_token: token.refresh }) : null;
    const access =
      refreshed ??
      (await issueToken({ grant_type: 'password', username: settings.username, password: settings.password }));
    if (!access) throw new ProviderError('pathao', 'refused', 'Pathao refused the client id, username or password.');
    return access;
  }

  async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
    const send = async (access: string) =>
      callCourierApi('pathao', `${root}${API}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${access}` },
        body,
        timeoutMs,
      });
    let answer = await send(await accessToken());
    // Pathao may end a token before its time: renew it once.
    if (answer.httpStatus === 401) answer = await send(await accessToken({ isRenewal: true }));
    const envelope = parse(envelopeSchema, answer.json);
    if (answer.httpStatus < 200 || answer.httpStatus >= 300) {
      const fields = Object.values(envelope.errors ?? {}).flat();
      const reason = fields.length > 0 ? fields.join(' ') : (envelope.message ?? `HTTP ${answer.httpStatus}`);
      throw new ProviderError('pathao', 'refused', `Pathao refused: ${reason}`);
    }
    return parse(schema, envelope.data);
  }

  /** Pathao's city and zone ids for the parcel's district and upazila, or null when its lists have no such names. */
  async function cityAndZoneOf(parcel: Parcel) {
    const { district, area } = placeNamesOf(parcel);
    const city = (await call(citySchema, '/city-list')).data.find((c) => isSamePlace(c.city_name, district));
    if (!city) return null;
    const zone = (await call(zoneSchema, `/cities/${city.city_id}/zone-list`)).data.find((z) =>
      isSamePlace(z.zone_name, area),
    );
    return zone ? { city: city.city_id, zone: zone.zone_id } : null;
  }

  return {
    async createOrder(parcel: Parcel) {
      const phone = toElevenDigitMobile(parcel.recipientPhone);
      if (!phone)
        throw new ProviderError('pathao', 'refused', `"${parcel.recipientPhone}" is not a Bangladeshi mobile number.`);
      // No city or zone: Pathao finds them from the address ("Create a New Order").
      const order = await call(orderSchema, '/orders', {
        store_id: settings.storeId,
        merchant_order_id: parcel.orderNumber,
        recipient_name: parcel.recipientName.slice(0, RECIPIENT_NAME_MAX),
        recipient_phone: phone,
        recipient_address: parcel.recipientAddress.slice(0, RECIPIENT_ADDRESS_MAX),
        delivery_type: NORMAL_DELIVERY,
        item_type: PARCEL_ITEM,
        item_quantity: 1,
        item_weight: PARCEL_WEIGHT_KG,
        amount_to_collect: wholeTakaOf(parcel.codAmountPoisha),
      });
      return order.consignment_id;
    },
    async orderStatus(consignmentId: string) {
      return (await call(infoSchema, `/orders/${encodeURIComponent(consignmentId)}/info`)).order_status_slug;
    },
    /** The price plan's final price in poisha, or null when Pathao's lists do not name the parcel's place. */
    async priceOf(parcel: Parcel) {
      const place = await cityAndZoneOf(parcel);
      if (!place) return null;
      const price = await call(priceSchema, '/merchant/price-plan', {
        store_id: settings.storeId,
        item_type: PARCEL_ITEM,
        delivery_type: NORMAL_DELIVERY,
        item_weight: PARCEL_WEIGHT_KG,
        recipient_city: place.city,
        recipient_zone: place.zone,
      });
      return Math.round(price.final_price * 100);
    },
  };
}

/** Pathao behind the courier interface: its consignment id is also the code the buyer tracks. */
export function pathaoCourier(client: PathaoClient, { hasWebhook }: { hasWebhook: boolean }): Courier {
  return {
    id: 'pathao',
    hasWebhook,
    progressOf: pathaoProgressOf,
    async createConsignment(parcel) {
      const consignmentId = await client.createOrder(parcel);
      return { consignmentId, trackingCode: consignmentId };
    },
    statusOf: ({ consignmentId }) => client.orderStatus(consignmentId),
    quote: (parcel) => client.priceOf(parcel),
  };
}
