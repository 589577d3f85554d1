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

/**
 * A local stand-in for Stripe's REST API: just the PaymentIntents calls the shop makes, spoken in
 * Stripe's wire format (form-encoded requests, JSON answers, Idempotency-Key), so the real
 * stripe-node client runs against it.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string; idempotencyKey?: string }[] = [];

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== 'Bearer sk_test_fake') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
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
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (request.method === 'POST' && cancel?.[1]) {
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
      if (request.method === 'GET' && retrieve?.[1]) {
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
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
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
