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
 * Our client of RedX's OpenAPI (v1.0.0-beta, docs/decisions/053-couriers-behind-one-interface.md):
 * the API-ACCESS-TOKEN header, parcel create and info, areas by post code or district, the pickup
 * store and the charge calculator. Tested against tools/fake-redx.
 */

export const REDX_LIVE_URL = 'https://openapi.redx.com.bd/v1.0.0-beta';

export type RedxSettings = { baseUrl: string; token: string; timeoutMs?: number };

/** What each status means for our order: the documented MAPPED_STATUS values, and a new parcel's. */
const PROGRESS: Record<string, CourierProgress> = {
  'pickup-pending': { order: 'shipped', isFinal: false },
  'ready-for-delivery': { order: 'shipped', isFinal: false },
  'delivery-in-progress': { order: 'shipped', isFinal: false },
  'agent-hold': { order: 'shipped', isFinal: false },
  'agent-area-change': { order: 'shipped', isFinal: false },
  delivered: { order: 'delivered', isFinal: true },
  'agent-returning': { order: 'needs-admin', isFinal: false },
  returned: { order: 'needs-admin', isFinal: true },
};

export const redxProgressOf = (status: string) => PROGRESS[status] ?? UNKNOWN_PROGRESS;

/** The body RedX posts to the Callback URL on each change of a parcel's status. */
export const redxWebhookSchema = z.looseObject({
  tracking_number: z.coerce.string().min(1),
  status: z.string().min(1),
});

const areasSchema = z.looseObject({
  areas: z.array(z.looseObject({ id: z.number(), name: z.string(), post_code: z.coerce.string().optional() })),
});
const parcelSchema = z.looseObject({ tracking_id: z.coerce.string().min(1) });
const infoSchema = z.looseObject({ parcel: z.looseObject({ status: z.string().min(1) }) });
const storesSchema = z.looseObject({ pickup_stores: z.array(z.looseObject({ area_id: z.number() })) });
const chargeSchema = z.looseObject({ deliveryCharge: z.coerce.number(), codCharge: z.coerce.number().default(0) });
const refusalSchema = z.looseObject({ message: z.string().optional() });

/** A Bangladeshi post code written in the address (Dhaka-1209, Savar 1340): RedX finds areas by it. */
const POST_CODE = /(?<!\d)(\d{4})(?!\d)/;

export type RedxClient = ReturnType<typeof createRedxClient>;

export function createRedxClient({ baseUrl, token, timeoutMs = 15_000 }: RedxSettings) {
  const root = baseUrl.replace(/\/+$/, '');

  async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
    const { httpStatus, json } = await callCourierApi('redx', `${root}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'API-ACCESS-TOKEN': `Bearer ${token}` },
      body,
      timeoutMs,
    });
    if (httpStatus < 200 || httpStatus >= 300) {
      const reason = refusalSchema.safeParse(json).data?.message ?? `HTTP ${httpStatus}`;
      const prefix = httpStatus === 401 || httpStatus === 403 ? 'RedX refused the API token' : 'RedX refused';
      throw new ProviderError('redx', 'refused', `${prefix}: ${reason}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderError('redx', 'unavailable', 'RedX answered in an unexpected shape.', { cause: parsed.error });
    }
    return parsed.data;
  }

  /**
   * RedX's delivery area for the parcel: by the post code in its address when there is one, else by
   * its district; the one named as the parcel's upazila or thana, else the first. Null when RedX has none.
   */
  async function areaOf(parcel: Parcel) {
    const postCode = POST_CODE.exec(parcel.recipientAddress)?.[1];
    const { district, area } = placeNamesOf(parcel);
    const query = postCode
      ? `post_code=${postCode}`
      : district
        ? `district_name=${encodeURIComponent(district)}`
        : null;
    if (!query) return null;
    const { areas } = await call(areasSchema, `/areas?${query}`);
    return areas.find((candidate) => isSamePlace(candidate.name, area)) ?? areas[0] ?? null;
  }

  return {
    areaOf,
    async createParcel(parcel: Parcel) {
      const phone = toElevenDigitMobile(parcel.recipientPhone);
      if (!phone)
        throw new ProviderError('redx', 'refused', `"${parcel.recipientPhone}" is not a Bangladeshi mobile number.`);
      const area = await areaOf(parcel);
      if (!area) throw new ProviderError('redx', 'refused', 'RedX has no delivery area for this address.');
      const created = await call(parcelSchema, '/parcel', {
        customer_name: parcel.recipientName,
        customer_phone: phone,
        delivery_area: area.name,
        delivery_area_id: area.id,
        customer_address: parcel.recipientAddress,
        merchant_invoice_id: parcel.orderNumber,
        cash_collection_amount: String(wholeTakaOf(parcel.codAmountPoisha)),
        parcel_weight: PARCEL_WEIGHT_KG * 1000,
        value: wholeTakaOf(parcel.valuePoisha),
      });
      return created.tracking_id;
    },
    async parcelStatus(trackingId: string) {
      return (await call(infoSchema, `/parcel/info/${encodeURIComponent(trackingId)}`)).parcel.status;
    },
    /** The charge calculator's delivery and COD charges together, in poisha, from the first pickup store's area. */
    async chargeOf(parcel: Parcel) {
      const area = await areaOf(parcel);
      const [store] = (await call(storesSchema, '/pickup/stores')).pickup_stores;
      if (!area || !store) return null;
      const query = new URLSearchParams({
        delivery_area_id: String(area.id),
        pickup_area_id: String(store.area_id),
        cash_collection_amount: String(wholeTakaOf(parcel.codAmountPoisha)),
        weight: String(PARCEL_WEIGHT_KG * 1000),
      });
      const charge = await call(chargeSchema, `/charge/charge_calculator?${query}`);
      return Math.round((charge.deliveryCharge + charge.codCharge) * 100);
    },
  };
}

/** RedX behind the courier interface: its tracking id is both the consignment and the buyer's code. */
export function redxCourier(client: RedxClient, { hasWebhook }: { hasWebhook: boolean }): Courier {
  return {
    id: 'redx',
    hasWebhook,
    progressOf: redxProgressOf,
    async createConsignment(parcel) {
      const trackingId = await client.createParcel(parcel);
      return { consignmentId: trackingId, trackingCode: trackingId };
    },
    statusOf: ({ consignmentId }) => client.parcelStatus(consignmentId),
    quote: (parcel) => client.chargeOf(parcel),
  };
}
