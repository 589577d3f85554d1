import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's fields by name, one value each. */
export type Fields = Record<string, string>;

export type RequestFields = {
  query: Fields;
  body: Fields;
  /** The two together as PHP's $_REQUEST has them (the gateways are PHP): a body field wins over a query one. */
  all: Fields;
};

/** Thrown for a body its content type cannot describe, so the server can answer 400. */
export class BadBodyError extends Error {}

async function readBody(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads a request's fields from its query string and its body, whichever of the forms clients
 * send: form-encoded, multipart (sslcommerz-lts) or JSON. The platform's own multipart parser
 * (undici's, behind Response#formData) reads the forms.
 */
export async function readFields(request: http.IncomingMessage, url: URL): Promise<RequestFields> {
  const query = Object.fromEntries(url.searchParams);
  const raw = await readBody(request);
  const contentType = request.headers['content-type'] ?? '';
  let entries: [string, string][] = [];
  if (raw.length > 0 && /^application\/json\b/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadBodyError('The body is not JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadBodyError('The body is not a JSON object.');
    }
    entries = Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : String(value)]);
  } else if (raw.length > 0 && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new BadBodyError('The form cannot be read.');
    }
    entries = [...form].flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value] as [string, string]] : [],
    );
  }
  const body = Object.fromEntries(entries);
  return { query, body, all: { ...query, ...body } };
}

/** Reads a JSON body of our own control endpoints. */
export async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const raw = await readBody(request);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BadBodyError('The body is not JSON.');
  }
}

export function sendJson(response: http.ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(payload));
}

export function sendHtml(response: http.ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

/**
 * What a gateway that is down does: a load balancer's 503 page, a connection dropped unanswered,
 * or a connection held open with no answer until the client gives up (or the fake closes).
 */
export type Outage = false | 'http-503' | 'connection-reset' | 'no-answer';

export function answerOutage(response: http.ServerResponse, outage: Exclude<Outage, false>) {
  if (outage === 'no-answer') return;
  if (outage === 'connection-reset') {
    response.socket?.destroy();
    return;
  }
  response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' });
  response.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
}

export type RunningServer = { url: string; close: () => Promise<void> };

/** Starts `server` on `host:port` (port 0: any free one) and answers its base URL. */
export async function listen(server: http.Server, port: number, host: string): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One call a merchant's webhook received: its URL, headers and JSON body. */
export type ReceivedCall = { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/**
 * A merchant's webhook for a fake's tests: records every JSON call and answers each as `answer`
 * says (its status and headers).
 */
export async function startWebhookRecorder(
  answer: (call: ReceivedCall) => { status: number; headers?: Record<string, string> },
) {
  const received: ReceivedCall[] = [];
  const running = await listen(
    http.createServer((request, response) => {
      void readJson(request).then((body) => {
        const call = { url: request.url ?? '', headers: request.headers, body: body as Record<string, unknown> };
        received.push(call);
        const { status, headers } = answer(call);
        response.writeHead(status, headers).end();
      });
    }),
    0,
    '127.0.0.1',
  );
  return { ...running, received };
}

/** What a courier's fake does while it is down: an outage, or its own HTTP 500. */
export type FakeOutage = Outage | 'http-500';

/**
 * A fake's server: its `/__fake/…` controls always answer; its API answers unless `down()` says
 * it is down. `sendError` writes the provider's own error body, for a 500 and for a body that
 * cannot be read (400).
 */
export function createFakeServer(handlers: {
  control: (request: http.IncomingMessage, response: http.ServerResponse, path: string) => Promise<void>;
  api: (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => Promise<void>;
  down: () => FakeOutage;
  sendError: (response: http.ServerResponse, status: 400 | 500, message: string) => void;
}) {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const down = handlers.down();
    const handling = url.pathname.startsWith('/__fake/')
      ? handlers.control(request, response, url.pathname)
      : down === 'http-500'
        ? Promise.resolve(handlers.sendError(response, 500, 'Server Error'))
        : down
          ? Promise.resolve(answerOutage(response, down))
          : handlers.api(request, response, url);
    handling.catch((error: unknown) =>
      handlers.sendError(
        response,
        error instanceof BadBodyError ? 400 : 500,
        error instanceof BadBodyError ? error.message : 'Server Error',
      ),
    );
  });
}
