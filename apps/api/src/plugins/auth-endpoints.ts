import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { authMessages, messages, refusalOf } from '@motoforge/contract';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth.js';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import { failureStoreFor } from '../auth/redis-failure-store.js';
import { createSignInGuard, knownDeviceCookie, knownDevicesIn } from '../auth/sign-in-guard.js';
import type { Env } from '../env.js';
import { HttpError } from '../http-error.js';

/** Current-password checks one session may ask for in 15 minutes, from any number of addresses. */
export const PASSWORD_CHECKS_PER_SESSION = 5;

/**
 * The session a request carries (its cookie's token, or its bearer), for limits that follow it
 * across addresses; hashed, since the counters may be kept in Redis, where a token must not be.
 */
function sessionKeyOf(request: FastifyRequest): string {
  const cookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(request.headers.cookie ?? '');
  const session = cookie?.[1] ?? request.headers.authorization;
  return session ? createHash('sha256').update(session).digest('base64url') : request.ip;
}

/**
 * The better-auth endpoints the shop uses (the web's features/auth/api, and Google's way back) and
 * no others: the rest of better-auth (its admin plugin's user management, password and e-mail
 * changes, session lists, and whatever a later version adds) is never routed, so it answers 404
 * like any unknown path (its password and e-mail changes are routed since the profile offers them). The server itself still calls better-auth directly (`auth.api`).
 * `credentials`: the calls that check a password or start a sign-in share one small budget per
 * client address; `session`: reading and ending a session, and the provider's redirect back;
 * `passwordCheck`: the password change, which checks the current password, per session.
 */
export const AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-up/email', limit: 'credentials' },
  { method: 'POST', path: '/sign-in/email', limit: 'credentials' },
  { method: 'POST', path: '/sign-in/social', limit: 'credentials' },
  { method: 'GET', path: '/callback/google', limit: 'session' },
  { method: 'GET', path: '/get-session', limit: 'session' },
  { method: 'POST', path: '/sign-out', limit: 'session' },
  // "Forgot password?" by e-mail: the link's way in, then the new password with its token.
  { method: 'POST', path: '/request-password-reset', limit: 'credentials' },
  { method: 'GET', path: '/reset-password/:token', limit: 'session' },
  { method: 'POST', path: '/reset-password', limit: 'credentials' },
  // The profile's sign-in settings, each for the signed-in account only.
  { method: 'POST', path: '/send-verification-email', limit: 'credentials' },
  { method: 'GET', path: '/verify-email', limit: 'session' },
  { method: 'POST', path: '/change-email', limit: 'credentials' },
  { method: 'POST', path: '/change-password', limit: 'passwordCheck' },
  { method: 'POST', path: '/update-user', limit: 'session' },
] as const;

/**
 * The handler that hands a request to better-auth as a fetch Request and its answer back, with the
 * sign-in lock in front of the password sign-in (ADR 006).
 */
function authForwarder(app: FastifyInstance, auth: Auth, env: Env) {
  // Shared by every server process through Redis when the shop has one (ADR 034).
  const signInGuard = createSignInGuard(resolveAuthSecret(env), failureStoreFor(app.redis));
  const SIGN_IN_URL = '/api/auth/sign-in/email';

  /**
   * The time a wrong password costs: better-auth hashes the given password whether or not the
   * address has an account, and a locked answer does the same, so neither the answer nor its time
   * tells an address with an account from one without (ADR 006).
   */
  const spendPasswordHash = async (body: unknown) => {
    const password =
      typeof body === 'object' && body !== null && 'password' in body && typeof body.password === 'string'
        ? body.password
        : '';
    await (await auth.$context).password.hash(password);
  };

  const forwardToAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    // Wrong passwords are counted per address, whether or not it has an account, and whatever
    // client address they come from.
    const signInEmail =
      request.routeOptions.url === SIGN_IN_URL &&
      typeof request.body === 'object' &&
      request.body !== null &&
      'email' in request.body &&
      typeof request.body.email === 'string'
        ? request.body.email
        : undefined;
    const knownDevices = knownDevicesIn(request.headers.cookie);
    if (signInEmail !== undefined) {
      const lockedMs = await signInGuard.lockedFor(signInEmail, knownDevices);
      if (lockedMs > 0) {
        await spendPasswordHash(request.body);
        const minutes = Math.ceil(lockedMs / 60_000);
        reply.header('retry-after', String(Math.ceil(lockedMs / 1000)));
        throw new HttpError(429, authMessages.signInLocked(minutes));
      }
    }
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const response = await auth.handler(
      new Request(new URL(request.url, auth.options.baseURL), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (signInEmail !== undefined) {
      if (response.status === 401) await signInGuard.failed(signInEmail);
      if (response.ok) {
        await signInGuard.succeeded(signInEmail);
        const secure = env.NODE_ENV === 'production' || request.protocol === 'https';
        cookies.push(knownDeviceCookie(knownDevices, signInGuard.deviceTag(signInEmail), secure));
      }
    }
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (!text) return reply.send();
    if (response.status < 400 || response.status >= 500) return reply.send(text);
    // Its length changes with the code: Fastify counts it again.
    reply.removeHeader('content-length');
    return reply.send(withCode(text));
  };
  return forwardToAuth;
}

/**
 * Routes AUTH_ENDPOINTS under /api/auth to better-auth, each behind its budget's rate limit, with
 * the per-address sign-in lock in front of the password sign-in.
 */
export function routeAuthEndpoints(app: FastifyInstance, auth: Auth, env: Env) {
  const forwardToAuth = authForwarder(app, auth, env);
  // One limiter (one store) per budget, shared by every endpoint that draws on it; its groupId
  // names its counters in Redis (redis/rate-limit-store.ts).
  const limiters = {
    credentials: app.rateLimit({
      groupId: 'credentials',
      max: env.AUTH_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
    }),
    session: app.rateLimit({ groupId: 'session', max: 300, timeWindow: '1 minute' }),
    // A stolen session must not become a way to guess the account's password from many addresses.
    passwordCheck: app.rateLimit({
      groupId: 'password-check',
      max: PASSWORD_CHECKS_PER_SESSION,
      timeWindow: '15 minutes',
      keyGenerator: sessionKeyOf,
    }),
  };
  for (const { method, path, limit } of AUTH_ENDPOINTS) {
    app.route({
      method,
      url: `/api/auth${path}`,
      schema: { hide: true },
      onRequest: limiters[limit],
      handler: forwardToAuth,
    });
  }
}

/**
 * better-auth's refusal with a code a caller can branch on (ADR 071): its own (`INVALID_EMAIL`…)
 * when it sent one, else the contract's for its words, else a bad request's ("No fields to
 * update" has none). Its words stay as they came.
 */
function withCode(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return text;
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || typeof code === 'string') return text;
  return JSON.stringify({ ...body, ...(refusalOf(message) ?? refusalOf(messages.badRequest)) });
}
