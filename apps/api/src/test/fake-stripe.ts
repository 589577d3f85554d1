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
  /** The charge that paid it: set when it succeeds. */
  latest_charge: string | null;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'failed';
};

/**
 * How the fake answers refunds: 'accept' makes them; 'refuse' makes none and answers 400
 * balance_insufficient, as Stripe does while the account's balance cannot cover a refund;
 * 'fail' makes one that has failed already (status 'failed', failure_reason 'declined').
 */
export type FakeRefundMode = 'accept' | 'refuse' | 'fail';

/** What Stripe keeps of the first request made with an idempotency key (docs.stripe.com/idempotency). */
type SavedRequest = { fingerprint: string } & (
  { state: 'in flight' } | { state: 'done'; status: number; body: string }
);

/** The `metadata[key]=value` pairs of a form-encoded request. */
function metadataOf(form: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const invalidRequest = (message: string, more: { code?: string; param?: string } = {}) => ({
  error: { type: 'invalid_request_error', ...more, message },
});

/**
 * A local stand-in for Stripe's REST API: just the PaymentIntents and Refunds calls the shop
 * makes, spoken in Stripe's wire format (form-encoded requests, JSON answers), so the real
 * stripe-node client runs against it. Idempotency-Key works as Stripe documents it for POST
 * requests: the status and body of the first request with a key, a refusal too, are saved and
 * answered again, as they were then, to any later request with that key and the same endpoint and
 * parameters; other parameters are refused (400, idempotency_error); and while the first is still
 * executing, another with its key is refused (409, idempotency_key_in_use) and nothing is saved
 * for it. Set `latencyMs` to make each POST with a key take that long, so simultaneous requests
 * overlap as they do at Stripe; `refundMode` and `isRefundAnswerLost` make refunds go wrong.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, SavedRequest>();
  const requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  const refunds: FakeRefund[] = [];
  const settings = { latencyMs: 0, refundMode: 'accept' as FakeRefundMode, isRefundAnswerLost: false };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        if (
          settings.isRefundAnswerLost &&
          request.method === 'POST' &&
          url.pathname === '/v1/refunds' &&
          status === 200
        ) {
          // Made (and saved under its key), but the connection drops before the answer arrives.
          return response.socket?.destroy();
        }
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

  /** Stripe's PaymentIntents and Refunds endpoints, the ones the shop calls. */
  function answer(method: string, url: URL, body: string, send: (status: number, payload: unknown) => void) {
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(body);
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata = metadataOf(form);
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
        latest_charge: null,
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
    if (method === 'POST' && url.pathname === '/v1/refunds') return createRefund(new URLSearchParams(body), send);
    if (method === 'GET' && url.pathname === '/v1/refunds') {
      // Newest first, as Stripe lists; the shop's orders have a handful at most, so one page.
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = refunds.filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent).reverse();
      return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname})`,
      },
    });
  }

  /**
   * POST /v1/refunds with a payment_intent (docs.stripe.com/api/refunds/create): the amount
   * defaults to what is left unrefunded, and more than that is refused; a failed refund gives its
   * amount back to what is left.
   */
  function createRefund(form: URLSearchParams, send: (status: number, payload: unknown) => void) {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) {
      return send(
        400,
        invalidRequest(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' }),
      );
    }
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      return send(
        400,
        invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        }),
      );
    }
    const refunded = refunds
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0) {
      return send(
        400,
        invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, {
          code: 'charge_already_refunded',
        }),
      );
    }
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return send(
        400,
        invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' }),
      );
    }
    if (amount > left) {
      const inCurrency = (poisha: number) => `${(poisha / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
      return send(
        400,
        invalidRequest(
          `Refund amount (${inCurrency(amount)}) is greater than unrefunded amount on charge (${inCurrency(left)})`,
          { code: 'amount_too_large', param: 'amount' },
        ),
      );
    }
    if (settings.refundMode === 'refuse') {
      return send(
        400,
        invalidRequest(
          'Insufficient funds in Stripe account. In test mode, you can add funds to your available balance (bypassing your pending balance) by creating a charge with 4000 0000 0000 0077 as the card number.',
          { code: 'balance_insufficient' },
        ),
      );
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata: metadataOf(form),
      payment_intent: intent.id,
      reason: form.get('reason'),
      ...(settings.refundMode === 'fail' ? { status: 'failed', failure_reason: 'declined' } : { status: 'succeeded' }),
    };
    refunds.push(refund);
    return send(200, refund);
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
    /** Every refund made, failed ones too, oldest first. */
    refunds,
    /** How refunds are answered from now on (FakeRefundMode); 'accept' at the start. */
    set refundMode(mode: FakeRefundMode) {
      settings.refundMode = mode;
    },
    /**
     * While true, a refund made, and its saved answer replayed, never reach the caller: the
     * connection drops after Stripe has acted (stripe-node retries a dropped connection once).
     */
    set isRefundAnswerLost(isLost: boolean) {
      settings.isRefundAnswerLost = isLost;
    },
    /** What happens at Stripe when the buyer's card goes through (Stripe.js confirmCardPayment). */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.latest_charge = `ch_${id.slice('pi_'.length)}`;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
