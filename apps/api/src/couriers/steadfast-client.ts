import { z } from 'zod';
import { isProviderError, ProviderError } from '../provider-error.js';
import { toElevenDigitMobile, type Courier, type CourierProgress } from './courier.js';

/**
 * Our client of Steadfast Courier's API V1 (Steadfast's "API Documentation V1": create_order,
 * status_by_cid / status_by_invoice / status_by_trackingcode, get_balance), on the platform's fetch:
 * docs/decisions/032-steadfast-client.md says why and how its answers are read. Tested against
 * tools/fake-steadfast.
 */

export const STEADFAST_LIVE_URL = 'https://portal.packzy.com/api/v1';

export type SteadfastSettings = {
  apiKey: string;
  secretKey: string;
  /** STEADFAST_LIVE_URL, or a fake's `…/api/v1` in tests. */
  baseUrl: string;
  /** How long one call may take: a job waits on it, or an admin pressing Ship. */
  timeoutMs?: number;
};

/** create_order was refused because a consignment already has this invoice (our order id). */
export function isDuplicateInvoice(error: ProviderError) {
  return error.details.fieldErrors?.invoice?.some((message) => /already been taken/i.test(message)) ?? false;
}

export type ConsignmentRequest = {
  /** Our order id: unique at Steadfast, letters, digits, hyphens and underscores (a UUID fits). */
  invoice: string;
  /** At most 100 characters. */
  recipientName: string;
  /** As the shop keeps it, +8801712345678; sent in Steadfast's 11-digit form, 01712345678. */
  recipientPhone: string;
  /** At most 250 characters. */
  recipientAddress: string;
  /** What the rider collects, in poisha: codAmountPoishaFor(order). */
  codAmountPoisha: number;
  note?: string;
  itemDescription?: string;
};

export type Consignment = {
  consignmentId: number;
  invoice: string;
  trackingCode: string;
  deliveryStatus: string;
  codAmountPoisha: number;
  createdAt: string;
};

/**
 * What a delivery_status means for our order (ADR 032). `order`: 'delivered' moves it from shipped
 * to delivered; 'needs-admin' puts it before the admin (a cancelled or partly delivered parcel
 * comes back, an unknown status needs Steadfast's support); 'shipped' leaves it on its way.
 * `isFinal`: Steadfast will not change it again, so following it can stop.
 */
export type SteadfastProgress = CourierProgress;

/** Every delivery_status Steadfast documents, and what it means for our order. */
const PROGRESS = {
  in_review: { order: 'shipped', isFinal: false },
  pending: { order: 'shipped', isFinal: false },
  hold: { order: 'shipped', isFinal: false },
  // Delivered or cancelled at the door, not yet approved by Steadfast: it may still change, and
  // a COD parcel's cash is only "balance added" once approved.
  delivered_approval_pending: { order: 'shipped', isFinal: false },
  partial_delivered_approval_pending: { order: 'shipped', isFinal: false },
  cancelled_approval_pending: { order: 'shipped', isFinal: false },
  delivered: { order: 'delivered', isFinal: true },
  partial_delivered: { order: 'needs-admin', isFinal: true },
  cancelled: { order: 'needs-admin', isFinal: true },
  unknown_approval_pending: { order: 'needs-admin', isFinal: false },
  unknown: { order: 'needs-admin', isFinal: false },
} as const satisfies Record<string, SteadfastProgress>;

export type SteadfastDeliveryStatus = keyof typeof PROGRESS;
export const STEADFAST_DELIVERY_STATUSES = Object.keys(PROGRESS) as SteadfastDeliveryStatus[];

const isDeliveryStatus = (status: string): status is SteadfastDeliveryStatus => Object.hasOwn(PROGRESS, status);

/** A status Steadfast adds after its documentation goes to the admin rather than being guessed at. */
export const progressOf = (deliveryStatus: string): SteadfastProgress =>
  isDeliveryStatus(deliveryStatus) ? PROGRESS[deliveryStatus] : { order: 'needs-admin', isFinal: false };

/** +8801712345678 (or any form toBangladeshiMobile reads) as Steadfast's 11 digits, 01712345678. */
export const toSteadfastPhone = toElevenDigitMobile;

/**
 * Where a buyer follows a parcel: Steadfast's public tracking page, steadfast.com.bd/t/{code}.
 * The API documentation names no tracking page; this is the address shops link to (ADR 032).
 */
export const steadfastTrackingUrl = (trackingCode: string) =>
  `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;

/** Taka as Steadfast takes cod_amount ("numeric"): 1250.5 for 125,050 poisha. */
const takaOf = (poisha: number) => poisha / 100;

/** Every answer carries its own `status`; refusals a message, Laravel's field `errors`, or both. */
const answerSchema = z.looseObject({
  // A number on most calls; a return request's answer has its own status, a word ("pending").
  status: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
});

const consignmentAnswerSchema = z.looseObject({
  consignment: z.looseObject({
    consignment_id: z.number().int().positive(),
    invoice: z.coerce.string(),
    tracking_code: z.string().min(1),
    status: z.string().min(1),
    cod_amount: z.coerce.number().nonnegative(),
    created_at: z.string().default(''),
  }),
});

const statusAnswerSchema = z.looseObject({ delivery_status: z.string().min(1) });
const balanceAnswerSchema = z.looseObject({ current_balance: z.coerce.number() });
/** A return request as create_return_request answers it. */
const returnRequestAnswerSchema = z.looseObject({ id: z.number().int().positive(), status: z.string() });

/** Laravel's field errors as one sentence: "The invoice has already been taken." */
const reasonOf = (answer: z.infer<typeof answerSchema>, httpStatus: number) => {
  const fieldMessages = Object.values(answer.errors ?? {}).flat();
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return answer.message || `HTTP ${httpStatus}`;
};

const fieldErrorsOf = (answer: z.infer<typeof answerSchema>) =>
  answer.errors
    ? Object.fromEntries(Object.entries(answer.errors).map(([field, messages]) => [field, [messages].flat()]))
    : undefined;

function parseAnswer<T>(schema: z.ZodType<T>, json: unknown, httpStatus: number): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError('steadfast', 'unavailable', 'Steadfast answered in an unexpected shape.', {
      details: { httpStatus },
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A status that says trying again later may help: the server's trouble, or too many calls. */
const isTransient = (status: number) => status >= 500 || status === 429 || status === 408;

export type SteadfastClient = ReturnType<typeof createSteadfastClient>;

export function createSteadfastClient({ apiKey, secretKey, baseUrl, timeoutMs = 15_000 }: SteadfastSettings) {
  const root = baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, schema: z.ZodType<T>, body?: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'Api-Key': apiKey,
          'Secret-Key': secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `did not answer within ${timeoutMs / 1000} s`
          : 'could not be reached';
      throw new ProviderError('steadfast', 'unavailable', `Steadfast ${reason}.`, { cause: error });
    }

    const httpStatus = response.status;
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      const kind = response.ok || isTransient(httpStatus) ? 'unavailable' : 'refused';
      throw new ProviderError('steadfast', kind, `Steadfast answered HTTP ${httpStatus}, not JSON.`, {
        details: { httpStatus },
        cause: error,
      });
    }
    const answer = parseAnswer(answerSchema, json, httpStatus);
    // A refusal may come with HTTP 200 and `"status": 400` in the body, so both are read.
    const status = response.ok && typeof answer.status === 'number' ? answer.status : httpStatus;
    if (status !== 200) {
      const details = { httpStatus: status, fieldErrors: fieldErrorsOf(answer) };
      const reason = reasonOf(answer, status);
      if (isTransient(status) || (status >= 200 && status < 400)) {
        throw new ProviderError('steadfast', 'unavailable', `Steadfast could not answer: ${reason}`, { details });
      }
      const prefix = status === 401 || status === 403 ? 'Steadfast refused the API keys' : 'Steadfast refused';
      throw new ProviderError('steadfast', 'refused', `${prefix}: ${reason}`, { details });
    }
    return parseAnswer(schema, json, httpStatus);
  }

  const statusAt = async (path: string) => {
    const { delivery_status: deliveryStatus } = await call(path, statusAnswerSchema);
    return { deliveryStatus, progress: progressOf(deliveryStatus) };
  };

  return {
    /** Hands a parcel to Steadfast: the consignment with its id and tracking code, or a ProviderError. */
    async createConsignment(request: ConsignmentRequest): Promise<Consignment> {
      const phone = toSteadfastPhone(request.recipientPhone);
      if (!phone) {
        throw new ProviderError(
          'steadfast',
          'refused',
          `"${request.recipientPhone}" is not a Bangladeshi mobile number.`,
        );
      }
      if (!Number.isSafeInteger(request.codAmountPoisha) || request.codAmountPoisha < 0) {
        throw new ProviderError(
          'steadfast',
          'refused',
          `A COD amount of ${request.codAmountPoisha} poisha cannot be collected.`,
        );
      }
      const { consignment } = await call('/create_order', consignmentAnswerSchema, {
        invoice: request.invoice,
        recipient_name: request.recipientName,
        recipient_phone: phone,
        recipient_address: request.recipientAddress,
        cod_amount: takaOf(request.codAmountPoisha),
        ...(request.note ? { note: request.note } : {}),
        ...(request.itemDescription ? { item_description: request.itemDescription } : {}),
      });
      return {
        consignmentId: consignment.consignment_id,
        invoice: consignment.invoice,
        trackingCode: consignment.tracking_code,
        deliveryStatus: consignment.status,
        codAmountPoisha: Math.round(consignment.cod_amount * 100),
        createdAt: consignment.created_at,
      };
    },

    /** Where a consignment is: Steadfast's delivery_status and what it means for our order. */
    statusByConsignmentId: (consignmentId: number) => statusAt(`/status_by_cid/${consignmentId}`),
    statusByInvoice: (invoice: string) => statusAt(`/status_by_invoice/${encodeURIComponent(invoice)}`),
    statusByTrackingCode: (trackingCode: string) =>
      statusAt(`/status_by_trackingcode/${encodeURIComponent(trackingCode)}`),

    /**
     * Asks Steadfast to bring a delivered consignment back ("Creating Return Requests"): the return
     * request's id and status (pending, approved, processing, completed, cancelled).
     */
    async createReturnRequest(consignmentId: number, reason: string) {
      const answer = await call('/create_return_request', returnRequestAnswerSchema, {
        consignment_id: consignmentId,
        reason,
      });
      return { id: answer.id, status: answer.status };
    },

    /** The merchant's balance in taka; also a harmless way to check the keys. */
    async currentBalanceTaka() {
      return (await call('/get_balance', balanceAnswerSchema)).current_balance;
    },
  };
}

/** Steadfast when STEADFAST_API_KEY and STEADFAST_SECRET_KEY are set; otherwise none (couriers typed by hand). */
export const steadfastFor = (env: {
  STEADFAST_API_KEY?: string;
  STEADFAST_SECRET_KEY?: string;
  STEADFAST_BASE_URL: string;
}) =>
  env.STEADFAST_API_KEY && env.STEADFAST_SECRET_KEY
    ? createSteadfastClient({
        apiKey: env.STEADFAST_API_KEY,
        secretKey: env.STEADFAST_SECRET_KEY,
        baseUrl: env.STEADFAST_BASE_URL,
      })
    : null;

/** Steadfast's limits on a consignment's recipient (its API V1). */
const RECIPIENT_NAME_MAX = 100;
const RECIPIENT_ADDRESS_MAX = 250;
/** What the shop writes as a return request's reason: short, as the portal shows it. */
const RETURN_REASON_MAX = 200;

/** Steadfast behind the courier interface (ADR 053); no webhook, so the polling job follows it. */
export function steadfastCourier(client: SteadfastClient): Courier {
  return {
    id: 'steadfast',
    hasWebhook: false,
    progressOf,
    async createConsignment(parcel) {
      try {
        const consignment = await client.createConsignment({
          // Our order id is Steadfast's invoice: a retry can never make a second parcel (ADR 032).
          invoice: parcel.orderId,
          recipientName: parcel.recipientName.slice(0, RECIPIENT_NAME_MAX),
          recipientPhone: parcel.recipientPhone,
          recipientAddress: parcel.recipientAddress.slice(0, RECIPIENT_ADDRESS_MAX),
          codAmountPoisha: parcel.codAmountPoisha,
        });
        return { consignmentId: String(consignment.consignmentId), trackingCode: consignment.trackingCode };
      } catch (error) {
        if (!isProviderError(error, 'steadfast') || !isDuplicateInvoice(error)) throw error;
        throw new ProviderError('steadfast', 'duplicate', error.message, { details: error.details, cause: error });
      }
    },
    async requestReturn({ consignmentId }, reason) {
      const request = await client.createReturnRequest(Number(consignmentId), reason.slice(0, RETURN_REASON_MAX));
      return { reference: String(request.id) };
    },
    async statusOf({ consignmentId }) {
      return (await client.statusByConsignmentId(Number(consignmentId))).deliveryStatus;
    },
  };
}
