import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages, type SessionUser } from '@motoforge/contract';
import { queuedMailer } from '../auth/account-emails.js';
import { createAuth, trustedOrigins, type Auth } from '../auth/auth.js';
import type { Env } from '../env.js';
import { unauthorized } from '../http-error.js';
import { routeAuthEndpoints } from './auth-endpoints.js';
import { decorateAuthGuards } from './auth-guards.js';

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

export { AUTH_ENDPOINTS, PASSWORD_CHECKS_PER_SESSION } from './auth-endpoints.js';

/**
 * better-auth: its endpoints in AUTH_ENDPOINTS (plugins/auth-endpoints.ts), and the
 * guards every other route uses (plugins/auth-guards.ts).
 */
export default fp(
  async function authPlugin(app: FastifyInstance, { env }: { env: Env }) {
    const auth = createAuth(env, app.db, queuedMailer(app.db));
    app.decorate('auth', auth);
    app.decorateRequest('user', null);
    decorateAuthGuards(app, auth, new Set(trustedOrigins(env)));
    routeAuthEndpoints(app, auth, env);
  },
  { name: 'auth', dependencies: ['database', 'redis'] },
);
