import http from 'node:http';
import {
  answerOutage,
  BadBodyError,
  listen,
  readFields,
  readJson,
  sendHtml,
  sendJson,
  type Fields,
} from '../lib/http.js';
import { defaultControls, parseControlPatch, type Controls } from './controls.js';
import { createGateway, type Completion, type Outcome, type SessionView } from './gateway.js';
import { checkoutPage, endedPage, returnPage } from './hosted-page.js';
import { takaOf } from './session-request.js';

export type { Controls } from './controls.js';
export type { Completion, SessionView } from './gateway.js';
export type { Fields } from '../lib/http.js';

export type FakeSslcommerzOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  storeId?: string;
  storePassword?: string;
  /** How long an IPN POST may take before the fake gives up on it. */
  ipnTimeoutMs?: number;
  /** Called with every request the gateway's URLs receive (the CLI logs them). */
  onRequest?: (request: ReceivedRequest) => void;
};

/** A request to one of the gateway's URLs, as it arrived. */
export type ReceivedRequest = {
  method: string;
  path: string;
  query: Fields;
  body: Fields;
  contentType: string | null;
  at: string;
};

/** One IPN the fake posted (server to server, form-encoded) to a session's ipn_url. */
export type IpnDelivery = {
  url: string;
  fields: Fields;
  /** The shop's HTTP status, or null when the POST failed (`error` says how). */
  status: number | null;
  error: string | null;
  at: string;
};

export type FakeSslcommerz = Awaited<ReturnType<typeof startFakeSslcommerz>>;

const SANDBOX_STORE = { storeId: 'motoforge0test', storePassword: 'motoforge0test@ssl' };

/**
 * A local stand-in for SSLCommerz's v4 API (developer.sslcommerz.com/doc/v4/), so the shop's
 * real client runs against it: the session API, a hosted page with Pay, Fail and Cancel, the
 * IPN, the validation API, transaction queries, refunds and refund queries, plus controls that
 * make it misbehave the ways the real gateway can. Set SSLCOMMERZ_BASE_URL to its `url`.
 */
export async function startFakeSslcommerz(options: FakeSslcommerzOptions = {}) {
  const store = {
    storeId: options.storeId ?? SANDBOX_STORE.storeId,
    storePassword: options.storePassword ?? SANDBOX_STORE.storePassword,
  };
  const ipnTimeoutMs = options.ipnTimeoutMs ?? 5_000;
  const gateway = createGateway(store);
  let controls: Controls = { ...defaultControls };
  let received: ReceivedRequest[] = [];
  let ipns: IpnDelivery[] = [];

  const postIpn = async (url: string, fields: Fields) => {
    const delivery: IpnDelivery = { url, fields, status: null, error: null, at: new Date().toISOString() };
    try {
      const answer = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(ipnTimeoutMs),
      });
      delivery.status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      delivery.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    ipns.push(delivery);
  };

  /**
   * Ends a session as its button would, sends the IPN (awaited, so a test that pays then asks
   * the shop finds the IPN handled) and answers where the browser goes next.
   */
  const complete = async (sessionKey: string, outcome: Outcome): Promise<Completion | null> => {
    const completion = gateway.complete(sessionKey, outcome, controls);
    if (!completion) return null;
    if (outcome === 'pay') controls = { ...controls, nextPaymentRisky: false };
    const { ipnUrl, fields } = completion;
    const times = { send: 1, skip: 0, repeat: 2 }[controls.ipn];
    for (let i = 0; ipnUrl && i < times; i += 1) await postIpn(ipnUrl, fields);
    return completion;
  };

  const control = (patch: Partial<Controls>) => {
    controls = { ...controls, ...patch };
    return { ...controls };
  };

  const reset = () => {
    controls = { ...defaultControls };
    received = [];
    ipns = [];
    gateway.clear();
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BadBodyError) return sendJson(response, 400, { error: error.message });
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/__fake/')) return handleControl(method, url, request, response);
    if (controls.down) return answerOutage(response, controls.down);

    const fields = await readFields(request, url);
    const entry: ReceivedRequest = {
      method,
      path: url.pathname,
      query: fields.query,
      body: fields.body,
      contentType: request.headers['content-type'] ?? null,
      at: new Date().toISOString(),
    };
    received.push(entry);
    options.onRequest?.(entry);

    if (url.pathname === '/gwprocess/v4/api.php') {
      if (method !== 'POST') return sendJson(response, 405, { status: 'FAILED', failedreason: 'POST the session.' });
      return sendJson(response, 200, gateway.createSession(fields.all, running.url));
    }
    if (url.pathname === '/validator/api/validationserverAPI.php') {
      return sendJson(response, 200, gateway.validate(fields.all, controls));
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      return sendJson(response, 200, gateway.merchantTransId(fields.all, controls));
    }
    const hosted = /^\/EasyCheckOut\/([0-9A-F]{32})(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
    if (hosted?.[1] && !hosted[2] && method === 'GET') {
      const session = gateway.openSession(hosted[1]);
      if (!session) return sendHtml(response, 404, endedPage());
      return sendHtml(response, 200, checkoutPage({ ...session, amount: takaOf(session.amountPoisha) }));
    }
    if (hosted?.[1] && hosted[2] && method === 'POST') {
      const completion = await complete(hosted[1], hosted[2] as Outcome);
      if (!completion) return sendHtml(response, 404, endedPage());
      return sendHtml(response, 200, returnPage(completion.returnUrl, completion.fields));
    }
    return sendJson(response, 404, { error: `The fake SSLCommerz has no ${method} ${url.pathname}.` });
  }

  /** The fake's own endpoints, for end-to-end tests that cannot call its methods. */
  async function handleControl(method: string, url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const route = `${method} ${url.pathname}`;
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
    if (route === 'GET /__fake/requests') return sendJson(response, 200, received);
    if (route === 'GET /__fake/ipns') return sendJson(response, 200, ipns);
    if (route === 'GET /__fake/sessions') return sendJson(response, 200, gateway.sessions());
    return sendJson(response, 404, { error: `The fake SSLCommerz has no ${route}.` });
  }

  const running = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    /** The gateway's base URL (SSLCOMMERZ_BASE_URL), e.g. http://127.0.0.1:41234. */
    url: running.url,
    storeId: store.storeId,
    storePassword: store.storePassword,
    /** Changes some controls; answers all of them as they now are. */
    control,
    controls: () => ({ ...controls }),
    /** Back to a fresh gateway: default controls, no sessions, nothing received. */
    reset,
    /** Every request to the gateway's URLs (not /__fake/…), oldest first. */
    requests: (): ReceivedRequest[] => [...received],
    ipns: (): IpnDelivery[] => [...ipns],
    sessions: (): SessionView[] => gateway.sessions(),
    /** Presses Pay on a session's hosted page: the IPN is sent; answers what the browser would post, and where. */
    pay: (sessionKey: string) => complete(sessionKey, 'pay'),
    fail: (sessionKey: string) => complete(sessionKey, 'fail'),
    cancel: (sessionKey: string) => complete(sessionKey, 'cancel'),
    close: running.close,
  };
}
