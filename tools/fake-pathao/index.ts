import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { BadBodyError, createFakeServer, listen, readJson, sendJson, type FakeOutage } from '../lib/http.js';

/**
 * The order_status_slug values Pathao's merchant panel shows, each with the webhook event it sends
 * (docs/decisions/053-couriers-behind-one-interface.md lists where these come from).
 */
export const PATHAO_STATUSES = {
  Pending: 'order.created',
  Pickup_Requested: 'order.pickup-requested',
  Picked: 'order.picked',
  In_Transit: 'order.in-transit',
  Delivered: 'order.delivered',
  Partial_Delivery: 'order.partial-delivery',
  Delivery_Failed: 'order.delivery-failed',
  On_Hold: 'order.on-hold',
  Return: 'order.returned',
} as const;
export type PathaoStatus = keyof typeof PATHAO_STATUSES;
const isStatus = (value: unknown): value is PathaoStatus =>
  typeof value === 'string' && Object.hasOwn(PATHAO_STATUSES, value);

/** The header Pathao signs its webhook calls with, and the one the merchant's answer must carry. */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';
export const PATHAO_INTEGRATION_SECRET_HEADER = 'x-pathao-merchant-webhook-integration-secret';

export type PathaoOrder = {
  consignmentId: string;
  merchantOrderId: string | null;
  storeId: number;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  deliveryType: 48 | 12;
  itemType: 1 | 2;
  itemQuantity: number;
  itemWeight: number;
  amountToCollect: number;
  deliveryFee: number;
  status: PathaoStatus;
  updatedAt: string;
};

/** What the merchant's webhook answered to one call. */
export type WebhookDelivery = {
  event: string;
  httpStatus: number;
  integrationSecret: string | null;
  /** Pathao's rule: 202 with the integration secret echoed in its header. */
  isAccepted: boolean;
};

export type FakePathaoOptions = {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  storeId?: number;
  /** Seconds an access token lives; Pathao's are 432000 (five days). */
  tokenSeconds?: number;
  /** Where the fake sends its webhook calls (Pathao's "Webhook URL"); none: no calls. */
  webhookUrl?: string;
  /** The secret Pathao sends in X-PATHAO-Signature. */
  webhookSecret?: string;
  /** The value Pathao expects back in X-Pathao-Merchant-Webhook-Integration-Secret. */
  integrationSecret?: string;
};

export type FakePathao = Awaited<ReturnType<typeof startFakePathao>>;

const API = '/aladdin/api/v1';

/** A few of Pathao's cities, zones and areas (its city-list, zone-list and area-list), enough for tests. */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 4, city_name: 'Rajshahi' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Dhanmondi' },
    { zone_id: 68, zone_name: 'Mirpur' },
    { zone_id: 298, zone_name: 'Savar' },
  ],
  2: [{ zone_id: 120, zone_name: 'Agrabad' }],
  4: [{ zone_id: 400, zone_name: 'Boalia' }],
};
const AREAS: Record<number, { area_id: number; area_name: string }[]> = {
  52: [{ area_id: 37, area_name: 'Road 03' }],
  68: [{ area_id: 41, area_name: 'Mirpur 10' }],
  298: [{ area_id: 88, area_name: 'Savar Bazar' }],
  120: [{ area_id: 140, area_name: 'Agrabad C/A' }],
  400: [{ area_id: 401, area_name: 'Shaheb Bazar' }],
};

/** The fake's price plan: inside Dhaka city 60 taka, elsewhere 110, and 15 more for each kilogram past the first. */
const priceOf = (cityId: number, weightKg: number) =>
  (cityId === 1 ? 60 : 110) + Math.max(0, Math.ceil(weightKg - 1)) * 15;

const pathaoTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Pathao's answer envelope: `{ message, type, code, data }`. */
const answer = (response: http.ServerResponse, code: number, message: string, data?: unknown, errors?: object) =>
  sendJson(response, code, {
    message,
    type: code < 400 ? 'success' : 'error',
    code,
    ...(data === undefined ? {} : { data }),
    ...(errors ? { errors } : {}),
  });

type FieldErrors = Record<string, string[]>;

/** Checks an order as Pathao's "Create a New Order" documents it. */
function parseOrder(
  body: Record<string, unknown>,
  storeId: number,
): { order: Omit<PathaoOrder, 'consignmentId' | 'deliveryFee' | 'status' | 'updatedAt'> } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (field: string, min: number, max: number) => {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') return (refuse(field, `The ${field} field is required.`), '');
    if (value.length < min || value.length > max)
      refuse(field, `The ${field} must be between ${min} and ${max} characters.`);
    return value;
  };
  const integer = (field: string, allowed?: number[]) => {
    const value = Number(body[field]);
    if (body[field] === undefined || body[field] === '' || !Number.isInteger(value)) {
      refuse(field, `The ${field} must be an integer.`);
      return 0;
    }
    if (allowed && !allowed.includes(value)) refuse(field, `The selected ${field} is invalid.`);
    return value;
  };
  const store = integer('store_id');
  if (store !== storeId && !errors.store_id) refuse('store_id', 'The selected store id is invalid.');
  const recipientName = text('recipient_name', 3, 100);
  const recipientPhone = text('recipient_phone', 11, 11);
  if (recipientPhone && !/^01\d{9}$/.test(recipientPhone))
    refuse('recipient_phone', 'The recipient phone format is invalid.');
  const recipientAddress = text('recipient_address', 10, 220);
  const deliveryType = integer('delivery_type', [48, 12]) as 48 | 12;
  const itemType = integer('item_type', [1, 2]) as 1 | 2;
  const itemQuantity = integer('item_quantity');
  const itemWeight = Number(body.item_weight);
  if (!(itemWeight >= 0.5 && itemWeight <= 10)) refuse('item_weight', 'The item weight must be between 0.5 and 10.');
  const amountToCollect = integer('amount_to_collect');
  if (amountToCollect < 0) refuse('amount_to_collect', 'The amount to collect must be at least 0.');
  const merchantOrderId = typeof body.merchant_order_id === 'string' ? body.merchant_order_id : null;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    order: {
      merchantOrderId,
      storeId,
      recipientName,
      recipientPhone,
      recipientAddress,
      deliveryType,
      itemType,
      itemQuantity,
      itemWeight,
      amountToCollect,
    },
  };
}

/**
 * A local stand-in for Pathao Courier's merchant API (the "aladdin" API of
 * courier-api-sandbox.pathao.com): issue-token with the password and refresh_token grants, stores,
 * city, zone and area lists, the price plan, order creation and order info, each behind the
 * bearer token; and Pathao's webhook, sent to `webhookUrl` when a test moves an order along.
 */
export async function startFakePathao(options: FakePathaoOptions = {}) {
  const credentials = {
    clientId: options.clientId ?? 'fake-pathao-client-id',
    clientSecret: options.clientSecret ?? 'fake-pathao-client-secret',
    username: options.username ?? 'merchant@example.com',
    password: options.password ?? 'fake-pathao-password',
  };
  const storeId = options.storeId ?? 148_001;
  const tokenSeconds = options.tokenSeconds ?? 432_000;
  const webhookSecret = options.webhookSecret ?? 'fake-pathao-webhook-secret';
  const integrationSecret = options.integrationSecret ?? 'f3992ecc-59da-4cbe-a049-a13da2018d51';
  let webhookUrl = options.webhookUrl ?? null;
  let orders: PathaoOrder[] = [];
  let deliveries: WebhookDelivery[] = [];
  /** Live access tokens with when each expires (ms), and refresh tokens not used yet. */
  let accessTokens = new Map<string, number>();
  let refreshTokens = new Set<string>();
  let tokensIssued: ('password' | 'refresh_token')[] = [];
  let down: FakeOutage = false;

  const newToken = () => randomBytes(24).toString('base64url');
  const issue = (grant: 'password' | 'refresh_token') => {
    const accessToken = newToken();
    const refreshToken = newToken();
    accessTokens.set(accessToken, Date.now() + tokenSeconds * 1000);
    refreshTokens.add(refreshToken);
    tokensIssued.push(grant);
    return { token_type: 'Bearer', expires_in: tokenSeconds, access_token: accessToken, refresh_token: refreshToken };
  };

  const isAuthorised = (request: http.IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? accessTokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  const infoOf = (order: PathaoOrder) => ({
    consignment_id: order.consignmentId,
    merchant_order_id: order.merchantOrderId,
    order_status: order.status,
    order_status_slug: order.status,
    updated_at: order.updatedAt,
    invoice_id: null,
  });

  /** Calls the merchant's webhook as Pathao does: JSON, signed with the secret in X-PATHAO-Signature. */
  async function sendWebhook(body: Record<string, unknown>, signature = webhookSecret): Promise<WebhookDelivery> {
    if (!webhookUrl) throw new Error('The fake Pathao has no webhook URL: set one with setWebhookUrl.');
    const reply = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PATHAO_SIGNATURE_HEADER]: signature },
      body: JSON.stringify(body),
    });
    const echoed = reply.headers.get(PATHAO_INTEGRATION_SECRET_HEADER);
    const delivery = {
      event: String(body.event),
      httpStatus: reply.status,
      integrationSecret: echoed,
      isAccepted: reply.status === 202 && echoed === integrationSecret,
    };
    deliveries.push(delivery);
    return delivery;
  }

  /** Moves an order to a status, as Pathao's riders would, and tells the webhook when there is one. */
  async function setStatus(consignmentId: string, status: PathaoStatus) {
    const order = orders.find((o) => o.consignmentId === consignmentId);
    if (!order) return null;
    order.status = status;
    order.updatedAt = pathaoTime(new Date());
    const delivery = webhookUrl
      ? await sendWebhook({
          consignment_id: order.consignmentId,
          merchant_order_id: order.merchantOrderId,
          updated_at: order.updatedAt,
          timestamp: new Date().toISOString(),
          store_id: order.storeId,
          event: PATHAO_STATUSES[status],
          delivery_fee: order.deliveryFee,
          ...(status === 'Delivered' ? { collected_amount: order.amountToCollect } : {}),
        })
      : null;
    return { order: { ...order }, delivery };
  }

  const reset = () => {
    orders = [];
    deliveries = [];
    accessTokens = new Map();
    refreshTokens = new Set();
    tokensIssued = [];
    down = false;
  };

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const route = `${request.method} ${url.pathname}`;
    if (route === `POST ${API}/issue-token`) {
      const body = (await readJson(request)) as Record<string, unknown>;
      const isClient = body.client_id === credentials.clientId && body.client_secret === credentials.clientSecret;
      if (isClient && body.grant_type === 'password') {
        if (body.username === credentials.username && body.password === credentials.password) {
          return sendJson(response, 200, issue('password'));
        }
      } else if (isClient && body.grant_type === 'refresh_token' && typeof body.refresh_token === 'string') {
        if (refreshTokens.delete(body.refresh_token)) return sendJson(response, 200, issue('refresh_token'));
      }
      return answer(response, 401, 'Unauthorized');
    }
    if (!isAuthorised(request)) return answer(response, 401, 'Unauthorized');

    if (route === `GET ${API}/stores`) {
      return answer(response, 200, 'Store list fetched.', {
        data: [
          {
            store_id: storeId,
            store_name: 'MotoForge Parts',
            store_address: 'House 7, Road 2, Tejgaon Industrial Area, Dhaka',
            is_active: 1,
            city_id: 1,
            zone_id: 52,
            hub_id: 9,
            is_default_store: true,
            is_default_return_store: true,
          },
        ],
        total: 1,
        current_page: 1,
        per_page: 1000,
      });
    }
    if (route === `GET ${API}/city-list`) return answer(response, 200, 'City successfully fetched.', { data: CITIES });
    const zoneList = /^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/.exec(url.pathname);
    if (request.method === 'GET' && zoneList) {
      return answer(response, 200, 'Zone list fetched.', { data: ZONES[Number(zoneList[1])] ?? [] });
    }
    const areaList = /^\/aladdin\/api\/v1\/zones\/(\d+)\/area-list$/.exec(url.pathname);
    if (request.method === 'GET' && areaList) {
      const areas = (AREAS[Number(areaList[1])] ?? []).map((area) => ({
        ...area,
        home_delivery_available: true,
        pickup_available: true,
      }));
      return answer(response, 200, 'Area list fetched.', { data: areas });
    }
    if (route === `POST ${API}/merchant/price-plan`) {
      const body = (await readJson(request)) as Record<string, unknown>;
      const cityId = Number(body.recipient_city);
      const weight = Number(body.item_weight);
      if (
        Number(body.store_id) !== storeId ||
        !CITIES.some((c) => c.city_id === cityId) ||
        !(weight >= 0.5 && weight <= 10)
      ) {
        return answer(response, 422, 'Please fix the given errors', undefined, {
          recipient_city: ['The selected recipient city is invalid.'],
        });
      }
      const price = priceOf(cityId, weight);
      return answer(response, 200, 'price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    if (route === `POST ${API}/orders`) {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new BadBodyError('Not a JSON object.');
      const parsed = parseOrder(body as Record<string, unknown>, storeId);
      if ('errors' in parsed) return answer(response, 422, 'Please fix the given errors', undefined, parsed.errors);
      const consignmentId = `DL${randomBytes(5).toString('hex').toUpperCase()}`;
      const order: PathaoOrder = {
        ...parsed.order,
        consignmentId,
        deliveryFee: priceOf(/dhaka/i.test(parsed.order.recipientAddress) ? 1 : 2, parsed.order.itemWeight),
        status: 'Pending',
        updatedAt: pathaoTime(new Date()),
      };
      orders.push(order);
      return answer(response, 200, 'Order Created Successfully', {
        consignment_id: order.consignmentId,
        merchant_order_id: order.merchantOrderId,
        order_status: order.status,
        delivery_fee: order.deliveryFee,
      });
    }
    const info = /^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/.exec(url.pathname);
    if (request.method === 'GET' && info) {
      const found = orders.find((o) => o.consignmentId === decodeURIComponent(info[1] ?? ''));
      if (!found) return answer(response, 404, 'Order not found');
      return answer(response, 200, 'Order info', infoOf(found));
    }
    return answer(response, 404, 'Not Found');
  }

  async function handleControl(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const route = `${request.method} ${path}`;
    if (route === 'GET /__fake/orders') return sendJson(response, 200, orders);
    if (route === 'POST /__fake/reset') return sendJson(response, 200, (reset(), {}));
    const statusRoute = /^\/__fake\/orders\/([^/]+)\/status$/.exec(path);
    if (request.method === 'POST' && statusRoute) {
      const { status } = (await readJson(request)) as { status?: unknown };
      if (!isStatus(status)) {
        return sendJson(response, 400, { error: `"status" is one of ${Object.keys(PATHAO_STATUSES).join(', ')}.` });
      }
      const moved = await setStatus(decodeURIComponent(statusRoute[1] ?? ''), status);
      return moved ? sendJson(response, 200, moved) : sendJson(response, 404, { error: 'No such order.' });
    }
    return sendJson(response, 404, { error: `The fake Pathao has no ${route}.` });
  }

  const server = createFakeServer({
    control: handleControl,
    api: handleApi,
    down: () => down,
    sendError: (response, status, message) => answer(response, status, message),
  });

  const running = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    /** What PATHAO_BASE_URL is set to, as https://courier-api-sandbox.pathao.com. */
    baseUrl: running.url,
    ...credentials,
    storeId,
    webhookSecret,
    integrationSecret,
    setWebhookUrl: (next: string | null) => {
      webhookUrl = next;
    },
    orders: () => orders.map((o) => ({ ...o })),
    /** Every webhook call and what the merchant answered, oldest first. */
    webhookDeliveries: () => [...deliveries],
    /** Which grant issued each token, oldest first. */
    tokensIssued: () => [...tokensIssued],
    /** Ends every access token now, as five days passing would; the refresh tokens still work. */
    expireAccessTokens: () => {
      accessTokens = new Map([...accessTokens].map(([token]) => [token, 0]));
    },
    setStatus,
    sendWebhook,
    /** Every API URL answers 500 or 503, drops the connection or never answers; /__fake still answers. */
    setDown: (outage: FakeOutage) => {
      down = outage;
    },
    reset,
    close: running.close,
  };
}
