import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { authMessages, type SessionUser, toSessionUser } from '@motoforge/contract';
import { queuedMailer } from '../auth/account-emails.js';
import { CLIENT_IP_HEADER, createAuth, trustedOrigins, type Auth } from '../auth/auth.js';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import { createBearerSessionReader } from '../auth/read-bearer-session.js';
import { failureStoreFor } from '../auth/redis-failure-store.js';
import { createSignInGuard, knownDeviceCookie, knownDevicesIn } from '../auth/sign-in-guard.js';
import type { Env } from '../env.js';
import { forbidden, HttpError, serviceUnavailable, unauthorized } from '../http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook: the bearer token must name a live session; sets request.user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: as requireUser, and the account's role in the database must be admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook for public calls that answer a signed-in rider differently (the catalogue's
     * fitment, the garage): sets request.user when the bearer token names a live session, and
     * leaves it null for a guest or a token that no longer does (never refused).
     */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a cookie session (the sync call), after an Origin check. */
    cookieSessionOf: (request: FastifyRequest) => Promise<{ user: SessionUser; token: string }>;
    /**
     * The signed-in user of the session cookie a page request carries, or null: for pages rendered
     * on the server, which see cookies, never the bearer token. Asks nothing of the database when
     * the request has no session cookie (a guest).
     */
    pageVisitorOf: (request: FastifyRequest) => Promise<SessionUser | null>;
    /**
     * For a page request that carries a session cookie: better-auth's get-session answer for it
     * (null when it names no live session) and the cookies that answer sets (a session extended).
     * Undefined without a session cookie, asking nothing of the database (ADR 066).
     */
    pageSessionOf: (request: FastifyRequest) => Promise<PageSession | undefined>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** better-auth's get-session answer for a page request's cookie, and the cookies it sets. */
export type PageSession = {
  session: Awaited<ReturnType<Auth['api']['getSession']>>;
  setCookies: string[];
};

/**
 * The signed-in user that requireUser or requireAdmin put on the request, typed as present. A
 * route that forgot its hook answers 401 here rather than act for nobody.
 */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(authMessages.signInRequired);
  return request.user;
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
 * better-auth's endpoints in AUTH_ENDPOINTS, and the guards every other route uses. Our own routes
 * accept only the bearer token (no cookie), so they need no CSRF token; the one cookie call checks
 * Origin.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, { env }: { env: Env }) {
    const auth = createAuth(env, app.db, queuedMailer(app.db));
    const origins = new Set(trustedOrigins(env));
    const readBearerSession = createBearerSessionReader(app.db, auth);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    // A lost database shows as a failed query (or better-auth's own "Failed to get session"): 503.
    const databaseLostOr = async (error: unknown): Promise<never> => {
      const isReachable = await app.database.ping().then(
        () => true,
        () => false,
      );
      if (!isReachable) throw serviceUnavailable();
      throw error;
    };

    const authenticate = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ') || header.length <= 'Bearer '.length) {
        throw unauthorized(authMessages.signInRequired);
      }
      const known = await readBearerSession(header.slice('Bearer '.length)).catch(databaseLostOr);
      if (known === null) throw unauthorized(authMessages.invalidToken);
      if (known) {
        request.user = known;
        return;
      }
      const session = await auth.api
        .getSession({ headers: new Headers({ authorization: header }) })
        .catch(databaseLostOr);
      if (!session) throw unauthorized(authMessages.invalidToken);
      request.user = toSessionUser(session.user);
    };

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== 'admin') throw forbidden(authMessages.adminOnly);
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      await authenticate(request).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) return;
        throw error;
      });
    });
    app.decorate('cookieSessionOf', async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin || !origins.has(origin)) throw forbidden(authMessages.notFromShop);
      const headers = new Headers();
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      const session = await auth.api.getSession({ headers });
      if (!session) throw unauthorized(authMessages.signInRequired);
      return { user: toSessionUser(session.user), token: session.session.token };
    });

    app.decorate('pageSessionOf', async (request: FastifyRequest) => {
      const cookies = request.headers.cookie;
      const sessionCookie = (await auth.$context).authCookies.sessionToken.name;
      if (!cookies?.includes(`${sessionCookie}=`)) return undefined;
      const { headers, response } = await auth.api.getSession({
        headers: new Headers({ cookie: cookies }),
        returnHeaders: true,
      });
      return { session: response, setCookies: headers.getSetCookie() };
    });

    app.decorate('pageVisitorOf', async (request: FastifyRequest) => {
      const cookies = request.headers.cookie;
      const sessionCookie = (await auth.$context).authCookies.sessionToken.name;
      if (!cookies?.includes(`${sessionCookie}=`)) return null;
      const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies }) });
      return session ? toSessionUser(session.user) : null;
    });

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
      return reply.send(text);
    };
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
  },
  { name: 'auth', dependencies: ['database', 'redis'] },
);
