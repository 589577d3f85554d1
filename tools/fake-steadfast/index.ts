import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { answerOutage, BadBodyError, listen, readJson, sendJson } from '../lib/http.js';
import { parseOrderRequest, type OrderRequest } from './order-request.js';

export { INVOICE_PATTERN, RECIPIENT_ADDRESS_MAX, RECIPIENT_NAME_MAX } from './order-request.js';

/** Every delivery_status Steadfast documents ("Delivery Statuses"). */
export const STEADFAST_DELIVERY_STATUSES = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'in_review',
  'unknown',
] as const;
export type SteadfastDeliveryStatus = (typeof STEADFAST_DELIVERY_STATUSES)[number];

const isDeliveryStatus = (value: unknown): value is SteadfastDeliveryStatus =>
  STEADFAST_DELIVERY_STATUSES.includes(value as SteadfastDeliveryStatus);

export type Consignment = OrderRequest & {
  consignmentId: number;
  trackingCode: string;
  status: SteadfastDeliveryStatus;
  createdAt: string;
  updatedAt: string;
};

/** A request to bring a consignment back, as create_return_request answers it. */
export type ReturnRequest = {
  id: number;
  consignmentId: number;
  reason: string | null;
  status: 'pending' | 'approved' | 'processing' | 'completed' | 'cancelled';
  createdAt: string;
  updatedAt: string;
};

/** How the fake misbehaves, for tests; the defaults are a well-behaved Steadfast. */
export type Controls = {
  /** Every API URL answers 500 or 503, drops the connection or never answers; /__fake still answers. */
  down: false | 'http-500' | 'http-503' | 'connection-reset' | 'no-answer';
  /**
   * The HTTP status of a refused create_order. Its body says `"status": 400` either way; which HTTP
   * status Steadfast sends with it is not documented, so a client should read both.
   */
  refusalHttpStatus: 400 | 200;
};

const defaultControls: Controls = { down: false, refusalHttpStatus: 400 };

const controlChecks: { [K in keyof Controls]: (value: unknown) => boolean } = {
  down: (value) =>
    value === false || ['http-500', 'http-503', 'connection-reset', 'no-answer'].includes(value as string),
  refusalHttpStatus: (value) => value === 400 || value === 200,
};

function parseControlPatch(body: unknown): Partial<Controls> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send a JSON object of controls.';
  for (const [key, value] of Object.entries(body)) {
    if (!Object.hasOwn(controlChecks, key)) {
      return `Unknown control "${key}"; the controls are ${Object.keys(controlChecks).join(', ')}.`;
    }
    if (!controlChecks[key as keyof Controls](value)) return `"${key}" cannot be ${JSON.stringify(value)}.`;
  }
  return body as Partial<Controls>;
}

export type FakeSteadfastOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  apiKey?: string;
  secretKey?: string;
  /** Called with every consignment the fake creates, and again on each change of its status. */
  onConsignment?: (consignment: Consignment) => void;
};

export type FakeSteadfast = Awaited<ReturnType<typeof startFakeSteadfast>>;

/** The API's path under the host, as in https://portal.packzy.com/api/v1. */
const API = '/api/v1';
const FIRST_CONSIGNMENT_ID = 1_424_107;

/** Laravel writes timestamps with microseconds: 2021-03-21T07:05:31.000000Z. */
const laravelTime = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

/** The consignment as create_order answers it (the documented example's fields). */
const consignmentAnswer = (consignment: Consignment) => ({
  consignment_id: consignment.consignmentId,
  invoice: consignment.invoice,
  tracking_code: consignment.trackingCode,
  recipient_name: consignment.recipientName,
  recipient_phone: consignment.recipientPhone,
  recipient_address: consignment.recipientAddress,
  cod_amount: consignment.codAmount,
  status: consignment.status,
  note: consignment.note,
  created_at: consignment.createdAt,
  updated_at: consignment.updatedAt,
});

/**
 * A local stand-in for Steadfast Courier's API V1 (portal.packzy.com/api/v1): create_order,
 * status_by_cid / status_by_invoice / status_by_trackingcode, create_return_request and
 * get_balance, each behind the
 * Api-Key and Secret-Key headers. Consignments are kept in memory; a test moves them along with
 * `setStatus` (or POST /__fake/consignments/{id}/status) as Steadfast's riders would.
 */
export async function startFakeSteadfast(options: FakeSteadfastOptions = {}) {
  const apiKey = options.apiKey ?? 'fake-steadfast-api-key';
  const secretKey = options.secretKey ?? 'fake-steadfast-secret-key';
  let consignments: Consignment[] = [];
  let returnRequests: ReturnRequest[] = [];
  let nextConsignmentId = FIRST_CONSIGNMENT_ID;
  let controls: Controls = { ...defaultControls };

  const newTrackingCode = (): string => {
    const code = randomBytes(4).toString('hex').toUpperCase();
    return consignments.some((c) => c.trackingCode === code) ? newTrackingCode() : code;
  };

  const create = (request: OrderRequest) => {
    const now = laravelTime(new Date());
    const consignment: Consignment = {
      ...request,
      consignmentId: nextConsignmentId++,
      trackingCode: newTrackingCode(),
      status: 'in_review',
      createdAt: now,
      updatedAt: now,
    };
    consignments.push(consignment);
    options.onConsignment?.(consignment);
    return consignment;
  };

  /** Moves a consignment to a documented status: the consignment, or null when there is none. */
  const setStatus = (consignmentId: number, status: SteadfastDeliveryStatus) => {
    const consignment = consignments.find((c) => c.consignmentId === consignmentId);
    if (!consignment) return null;
    consignment.status = status;
    consignment.updatedAt = laravelTime(new Date());
    options.onConsignment?.(consignment);
    return { ...consignment };
  };

  const control = (patch: Partial<Controls>) => {
    controls = { ...controls, ...patch };
    return { ...controls };
  };

  const reset = () => {
    consignments = [];
    returnRequests = [];
    nextConsignmentId = FIRST_CONSIGNMENT_ID;
    controls = { ...defaultControls };
  };

  /** "Consignment is delivered and balance added": the COD collected on delivered consignments. */
  const balance = () => consignments.filter((c) => c.status === 'delivered').reduce((sum, c) => sum + c.codAmount, 0);

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BadBodyError) return sendJson(response, 400, { status: 400, message: error.message });
      sendJson(response, 500, { message: 'Server Error' });
    });
  });

  async function handleControl(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const route = `${request.method} ${path}`;
    if (route === 'GET /__fake/consignments') return sendJson(response, 200, consignments);
    if (route === 'GET /__fake/return-requests') return sendJson(response, 200, returnRequests);
    if (route === 'GET /__fake/controls') return sendJson(response, 200, controls);
    if (route === 'POST /__fake/control') {
      const patch = parseControlPatch(await readJson(request));
      if (typeof patch === 'string') return sendJson(response, 400, { error: patch });
      return sendJson(response, 200, control(patch));
    }
    if (route === 'POST /__fake/reset') {
      reset();
      return sendJson(response, 200, controls);
    }
    const statusRoute = /^\/__fake\/consignments\/(\d+)\/status$/.exec(path);
    if (request.method === 'POST' && statusRoute) {
      const body = await readJson(request);
      const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
      if (!isDeliveryStatus(status)) {
        return sendJson(response, 400, {
          error: `"status" is one of ${STEADFAST_DELIVERY_STATUSES.join(', ')}.`,
        });
      }
      const moved = setStatus(Number(statusRoute[1]), status);
      if (!moved) return sendJson(response, 404, { error: `No consignment ${statusRoute[1]}.` });
      return sendJson(response, 200, moved);
    }
    return sendJson(response, 404, { error: `The fake Steadfast has no ${route}.` });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (path.startsWith('/__fake/')) return handleControl(request, response, path);

    if (controls.down === 'http-500') return sendJson(response, 500, { message: 'Server Error' });
    if (controls.down) return answerOutage(response, controls.down);

    if (request.headers['api-key'] !== apiKey || request.headers['secret-key'] !== secretKey) {
      return sendJson(response, 401, { status: 401, message: 'Unauthenticated.' });
    }

    const route = `${request.method} ${path}`;
    if (route === `POST ${API}/create_order`) {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new BadBodyError('The body is not a JSON object.');
      }
      const parsed = parseOrderRequest(body as Record<string, unknown>, (invoice) =>
        consignments.some((c) => c.invoice === invoice),
      );
      if ('errors' in parsed) {
        return sendJson(response, controls.refusalHttpStatus, {
          status: 400,
          message: 'The given data was invalid.',
          errors: parsed.errors,
        });
      }
      return sendJson(response, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: consignmentAnswer(create(parsed.request)),
      });
    }
    if (route === `POST ${API}/create_return_request`) {
      const body = await readJson(request);
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      // "consignment_id or invoice or tracking_code: Required".
      const found = consignments.find(
        (c) =>
          (fields.consignment_id !== undefined && String(c.consignmentId) === String(fields.consignment_id)) ||
          (fields.invoice !== undefined && c.invoice === fields.invoice) ||
          (fields.tracking_code !== undefined && c.trackingCode === fields.tracking_code),
      );
      if (!found) {
        return sendJson(response, 422, {
          status: 422,
          message: 'The given data was invalid.',
          errors: { consignment_id: ['The selected consignment is invalid.'] },
        });
      }
      const now = laravelTime(new Date());
      const returnRequest: ReturnRequest = {
        id: returnRequests.length + 1,
        consignmentId: found.consignmentId,
        reason: typeof fields.reason === 'string' ? fields.reason : null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
      returnRequests.push(returnRequest);
      return sendJson(response, 200, {
        id: returnRequest.id,
        user_id: 1,
        consignment_id: returnRequest.consignmentId,
        reason: returnRequest.reason,
        status: returnRequest.status,
        created_at: now,
        updated_at: now,
      });
    }
    if (route === `GET ${API}/get_balance`) return sendJson(response, 200, { status: 200, current_balance: balance() });

    const lookup = /^\/api\/v1\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && lookup) {
      const [, by, key] = lookup;
      const wanted = decodeURIComponent(key ?? '');
      const found = consignments.find((c) =>
        by === 'cid'
          ? String(c.consignmentId) === wanted
          : by === 'invoice'
            ? c.invoice === wanted
            : c.trackingCode === wanted,
      );
      if (!found) return sendJson(response, 404, { status: 404, message: 'Consignment not found.' });
      return sendJson(response, 200, { status: 200, delivery_status: found.status });
    }
    return sendJson(response, 404, { status: 404, message: 'Not Found' });
  }

  const running = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    /** The server's address; the API (STEADFAST_BASE_URL) is `baseUrl`. */
    url: running.url,
    /** What STEADFAST_BASE_URL is set to: `${url}/api/v1`, as https://portal.packzy.com/api/v1. */
    baseUrl: `${running.url}${API}`,
    apiKey,
    secretKey,
    /** Every consignment created, oldest first (copies). */
    consignments: () => consignments.map((c) => ({ ...c })),
    /** Every return request made, oldest first (copies). */
    returnRequests: () => returnRequests.map((r) => ({ ...r })),
    setStatus,
    /** Changes some controls; answers all of them. */
    control,
    reset,
    close: running.close,
  };
}
