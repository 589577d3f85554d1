import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages, toSessionUser } from '@motoforge/contract';
import type { Auth } from '../auth/auth.js';
import { createBearerSessionReader } from '../auth/read-bearer-session.js';
import { forbidden, HttpError, serviceUnavailable, unauthorized } from '../http-error.js';

/**
 * The guards every route uses, and the page requests' sessions (declared in plugins/auth.ts). Our
 * own routes accept only the bearer token (no cookie), so they need no CSRF token; the one cookie
 * call checks Origin.
 */
export function decorateAuthGuards(app: FastifyInstance, auth: Auth, origins: ReadonlySet<string>) {
  const readBearerSession = createBearerSessionReader(app.db, auth);
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
    // A route whose file already asks requireUser has this request's user, read from the database
    // a moment ago: read once per request.
    if (!request.user) await authenticate(request);
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
}
