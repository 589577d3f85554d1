import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { authMessages, type SessionUser } from '@motoforge/contract';
import { CLIENT_IP_HEADER, createAuth, trustedOrigins, type Auth } from '../auth/auth.js';
import type { Env } from '../env.js';
import { forbidden, serviceUnavailable, unauthorized } from '../http-error.js';
import { toSessionUser } from '../services/users/to-session-user.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook: the bearer token must name a live session; sets request.user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: as requireUser, and the account's role in the database must be admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a cookie session (the sync call), after an Origin check. */
    cookieSessionOf: (request: FastifyRequest) => Promise<{ user: SessionUser; token: string }>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const CREDENTIAL_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-in/social']);

/**
 * better-auth at /api/auth/*, and the guards every other route uses. Our own routes accept only
 * the bearer token (no cookie), so they need no CSRF token; the one cookie call checks Origin.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, { env }: { env: Env }) {
    const auth = createAuth(env, app.db);
    const origins = new Set(trustedOrigins(env));
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    const authenticate = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ') || header.length <= 'Bearer '.length) {
        throw unauthorized(authMessages.signInRequired);
      }
      const session = await auth.api
        .getSession({ headers: new Headers({ authorization: header }) })
        .catch(async (error: unknown) => {
          // better-auth reports a lost database as its own "Failed to get session" error.
          if (
            !(await app.database.ping().then(
              () => true,
              () => false,
            ))
          )
            throw serviceUnavailable();
          throw error;
        });
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
    app.decorate('cookieSessionOf', async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin || !origins.has(origin)) throw forbidden('This request must come from the shop itself');
      const headers = new Headers();
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      const session = await auth.api.getSession({ headers });
      if (!session) throw unauthorized(authMessages.signInRequired);
      return { user: toSessionUser(session.user), token: session.session.token };
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      config: {
        rateLimit: {
          max: (request: FastifyRequest) =>
            CREDENTIAL_PATHS.has(request.url.split('?')[0] ?? '') ? env.AUTH_RATE_LIMIT_PER_MINUTE : 300,
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}:${CREDENTIAL_PATHS.has(request.url.split('?')[0] ?? '') ? 'credentials' : 'session'}`,
          timeWindow: '1 minute',
        },
      },
      async handler(request, reply) {
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
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (!text) return reply.send();
        return reply.send(text);
      },
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
