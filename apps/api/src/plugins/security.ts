import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { rateLimitStoreFor } from '../redis/rate-limit-store.js';

type Headers = Record<string, string>;

/**
 * The Content-Security-Policy of an answer that is not a document (JSON): it may load nothing and
 * be framed by nothing, as OWASP's REST Security Cheat Sheet recommends.
 */
export const NON_DOCUMENT_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * Helmet 8's security headers with our page Content-Security-Policy, decided once at start-up
 * (@fastify/helmet rebuilt its middleware and re-parsed the CSP on every request, which cost more
 * than the cached catalogue reads it was attached to). `everyAnswer` goes on every answer: no
 * framing, no sniffing, no cross-origin embedding, HTTPS only. `documents` is added to what a
 * browser may render, run or follow (pages, scripts, styles, images, redirects) and only has an
 * effect there, so JSON answers, which scripts read, go without it (OWASP REST Security Cheat
 * Sheet); every header a JSON answer skips is one less for every client to send and parse.
 */
export function securityHeaders(env: Env): { everyAnswer: Headers; documents: Headers } {
  // Stripe.js and its card frames, only where Stripe is the payment provider.
  const isStripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  const stripe = (...origins: string[]) => (isStripe ? origins : []);
  const isProduction = env.NODE_ENV === 'production';
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self'", 'data:'],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['object-src', "'none'"],
    ['script-src', "'self'", ...stripe('https://js.stripe.com')],
    ['script-src-attr', "'none'"],
    // react-toastify injects its stylesheet at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    ...(isProduction ? [['upgrade-insecure-requests'] as [string]] : []),
    ['connect-src', "'self'", ...stripe('https://api.stripe.com')],
    ['frame-src', "'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')],
  ];
  return {
    everyAnswer: {
      'content-security-policy': NON_DOCUMENT_CSP,
      'cross-origin-resource-policy': 'same-origin',
      ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
      'x-content-type-options': 'nosniff',
    },
    documents: {
      'content-security-policy': directives.map((directive) => directive.join(' ')).join(';'),
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      // Also what a redirect's next request sends as Referer.
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      // Only for browsers without CSP's frame-ancestors, which every answer has.
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    },
  };
}

/** application/json and the +json types; anything else may be rendered as a document. */
function isJson(contentType: unknown) {
  if (contentType === 'application/json; charset=utf-8') return true; // what the API sends
  if (typeof contentType !== 'string') return false;
  const end = contentType.indexOf(';');
  const mediaType = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));
}

/**
 * Security headers for every answer and the rate limiter that routes opt into with
 * `config.rateLimit`. Keys are the socket address unless TRUST_PROXY is set (see app.ts). The
 * counters are in Redis, shared by every server process, when REDIS_URL is set, and in this
 * process while Redis does not answer (ADR 034).
 */
export default fp(
  async function security(app: FastifyInstance, { env }: { env: Env }) {
    const { everyAnswer, documents } = securityHeaders(env);
    const { 'content-security-policy': pageCsp, ...documentsOnly } = documents;
    // Set first, so a route can still replace one (swagger-ui sends its own CSP for its page).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(everyAnswer);
      done();
    });
    const addDocumentHeaders: onSendHookHandler = (_request, reply, payload, done) => {
      if (!isJson(reply.getHeader('content-type'))) {
        reply.headers(documentsOnly);
        if (reply.getHeader('content-security-policy') === NON_DOCUMENT_CSP) {
          reply.header('content-security-policy', pageCsp);
        }
      }
      done(null, payload);
    };
    app.addHook('onSend', addDocumentHeaders);
    // Same-origin only, unless CORS_ORIGINS names other sites allowed to call the API. Without any,
    // @fastify/cors would only run a hook on every request to grant nothing, so it is left out.
    const corsOrigins =
      env.CORS_ORIGINS?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? [];
    if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: true });
    await app.register(rateLimit, { global: false, store: rateLimitStoreFor(app.redis) });
  },
  { name: 'security', dependencies: ['redis'] },
);
