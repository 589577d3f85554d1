import { timingSafeEqual } from 'node:crypto';
import { COURIER_NAMES, toBangladeshiMobile, type CourierId } from '@motoforge/contract';
import { ProviderError } from '../provider-error.js';

/*
 * One interface for the couriers whose APIs make the parcel (docs/orders.md#couriers, ADR 053):
 * Steadfast, Pathao and RedX each implement it, and the order's services speak only to it.
 */

/** What a courier needs to carry an order: the order as the courier sees it. */
export type Parcel = {
  orderId: string;
  /** The short number people read out (MF-7K3QX9): the merchant's order id at Pathao and RedX. */
  orderNumber: string;
  recipientName: string;
  /** As the shop keeps it, +8801712345678. */
  recipientPhone: string;
  recipientAddress: string;
  /** The checkout's district and upazila (or thana); null for an order placed with a typed address. */
  districtId: string | null;
  upazilaId: string | null;
  /** What the rider collects, in poisha: codAmountPoishaFor(order). */
  codAmountPoisha: number;
  /** What the parcel is worth, in poisha, for the courier's compensation. */
  valuePoisha: number;
};

/**
 * What a courier's status means for our order. `order`: 'delivered' moves it from shipped to
 * delivered; 'needs-admin' puts it before the admin (a parcel coming back, a status nobody has
 * documented); 'shipped' leaves it on its way. `isFinal`: the courier will not change it again.
 */
export type CourierProgress = { order: 'delivered' | 'needs-admin' | 'shipped'; isFinal: boolean };

/** A status no table knows goes to the admin rather than being guessed at. */
export const UNKNOWN_PROGRESS: CourierProgress = { order: 'needs-admin', isFinal: false };

export type Consignment = { consignmentId: string; trackingCode: string };

export type Courier = {
  id: CourierId;
  /** Makes the parcel: its consignment id and the tracking code the buyer follows, or a ProviderError. */
  createConsignment(parcel: Parcel): Promise<Consignment>;
  /** The courier's status of a parcel, in its own words. */
  statusOf(consignment: Consignment): Promise<string>;
  /** What a status means for our order. */
  progressOf(status: string): CourierProgress;
  /** What the courier would charge to carry the parcel, in poisha; null when its API cannot say for this address. */
  quote?: (parcel: Parcel) => Promise<number | null>;
  /** Its status arrives by verified webhook, so the polling job leaves its parcels alone. */
  hasWebhook: boolean;
  /**
   * Books the courier to bring a delivered parcel's parts back (a return, docs/returns.md): its
   * reference for the pickup, or a ProviderError. Absent where the courier's API offers no returns.
   */
  requestReturn?: (consignment: Consignment, reason: string) => Promise<{ reference: string }>;
};

/** The API couriers this shop has set up, by id. */
export type Couriers = ReadonlyMap<CourierId, Courier>;

/** +8801712345678 (or any form toBangladeshiMobile reads) as the couriers' 11 digits, 01712345678. */
export function toElevenDigitMobile(phone: string): string | null {
  const mobile = toBangladeshiMobile(phone);
  return mobile ? `0${mobile.slice('+880'.length)}` : null;
}

/** A status that says trying again later may help: the server's trouble, or too many calls. */
export const isTransient = (status: number) => status >= 500 || status === 429 || status === 408;

/**
 * One JSON call to a courier's API on the platform's fetch: the HTTP status and the parsed body,
 * or a ProviderError('unavailable') when there is no usable answer. The caller reads refusals.
 */
export async function callCourierApi(
  courier: CourierId,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<{ httpStatus: number; json: unknown }> {
  const name = COURIER_NAMES[courier];
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `did not answer within ${init.timeoutMs / 1000} s`
        : 'could not be reached';
    throw new ProviderError(courier, 'unavailable', `${name} ${reason}.`, { cause: error });
  }
  if (isTransient(response.status)) {
    throw new ProviderError(courier, 'unavailable', `${name} could not answer: HTTP ${response.status}.`);
  }
  try {
    return { httpStatus: response.status, json: await response.json() };
  } catch (error) {
    const kind = response.ok ? 'unavailable' : 'refused';
    throw new ProviderError(courier, kind, `${name} answered HTTP ${response.status}, not JSON.`, { cause: error });
  }
}

/** Taka as the couriers take amounts, whole: Pathao's amount_to_collect is an integer. */
export const wholeTakaOf = (poisha: number) => Math.round(poisha / 100);

/** How much the shop's parcels weigh for a courier's price: its parts ship in one small box (ADR 053). */
export const PARCEL_WEIGHT_KG = 1;

/** Whether a webhook's credential is the shared secret, compared in constant time. */
export function isSameSecret(given: string | undefined, secret: string) {
  const left = Buffer.from(given ?? '');
  const right = Buffer.from(secret);
  return left.length === right.length && timingSafeEqual(left, right);
}
