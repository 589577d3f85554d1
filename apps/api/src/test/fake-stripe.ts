import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
};

/** What Stripe keeps of the first request made with an idempotency key (docs.stripe.com/idempotency). */
type SavedRequest = { fingerprint: string } & (
  { state: 'in flight' } | { state: 'done'; status: number; body: string }
);

/**
 * A local stand-in for Stripe's REST API: just the PaymentIntents calls the shop makes, spoken in
 * Stripe's wire format (form-encoded requests, JSON answers), so the real stripe-node client runs
 * against it. Idempotency-Key works as Stripe documents it for POST requests: the status and body
 * of the first request with a key are saved and answered again, as they were then, to any later
 * request with that key and the same endpoint and parameters; other parameters are refused (400,
 * idempotency_error); and while the first is still executing, another with its key is refused
 * (409, idempotency_key_in_use) and nothing is saved for it. Set `latencyMs` to make each POST
 * with a key take that long, so simultaneous requests overlap as they do at Stripe.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, SavedRequest>();
  const requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  const settings = { latencyMs: 0 };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
          ...headers,
        });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (request.headers.authorization !== 'Bearer sk_test_fake') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method !== 'POST' || !idempotencyKey) return answer(request.method ?? '', url, body, send);

      const fingerprint = `${url.pathname} ${[...new URLSearchParams(body)]
        .map((pair) => pair.join('='))
        .sort()
        .join('&')}`;
      const saved = idempotency.get(idempotencyKey);
      if (saved?.state === 'in flight') {
        return send(409, {
          error: {
            type: 'idempotency_error',
            code: 'idempotency_key_in_use',
            message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${idempotencyKey}. Please try again later.`,
          },
        });
      }
      if (saved && saved.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (saved) return send(saved.status, saved.body, { 'idempotent-replayed': 'true' });
      idempotency.set(idempotencyKey, { fingerprint, state: 'in flight' });
      setTimeout(() => {
        answer('POST', url, body, (status, payload) => {
          const text = JSON.stringify(payload);
          idempotency.set(idempotencyKey, { fingerprint, state: 'done', status, body: text });
          send(status, text);
        });
      }, settings.latencyMs);
    });
  });

  /** Stripe's PaymentIntents endpoints, the ones the shop calls. */
  function answer(method: string, url: URL, body: string, send: (status: number, payload: unknown) => void) {
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(body);
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
        description: form.get('description'),
        metadata,
        payment_method_types: [form.get('payment_method_types[0]') ?? 'card'],
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (method === 'POST' && cancel?.[1]) {
      const intent = intents.get(cancel[1]);
      if (!intent) {
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      }
      // As Stripe: only an intent that has not succeeded (or been cancelled) can be cancelled.
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${retrieve[1]}'`,
          },
        });
      }
      return send(200, intent);
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname})`,
      },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** How long each POST with an Idempotency-Key takes, in milliseconds (0: answered at once). */
    set latencyMs(ms: number) {
      settings.latencyMs = ms;
    },
    /** What happens at Stripe when the buyer's card goes through (Stripe.js confirmCardPayment). */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
