import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SyncUserResponse } from '@motoforge/contract';

export const SHOP_ORIGIN = 'http://localhost:3000';

let nextAddress = 0;
/** A distinct client address per call site, so one test's requests do not use up another's rate limit. */
export const freshAddress = () => `10.9.${Math.floor((nextAddress += 1) / 250)}.${nextAddress % 250}`;

export function cookiesOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function signUp(
  app: FastifyInstance,
  { name = 'Test Rider', email, password = 'secret12' }: { name?: string; email: string; password?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: SHOP_ORIGIN },
    payload: { name, email, password },
    remoteAddress: freshAddress(),
  });
}

export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: SHOP_ORIGIN },
    payload: { email, password },
    remoteAddress,
  });
}

export async function sync(app: FastifyInstance, cookie: string, email: string, displayName?: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { origin: SHOP_ORIGIN, cookie },
    payload: { email, ...(displayName ? { displayName } : {}) },
  });
}

/** Signs a new customer up and returns the bearer token the SPA would keep. */
export async function createCustomer(app: FastifyInstance, email: string, name = 'Test Rider') {
  const response = await signUp(app, { email, name });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const synced = await sync(app, cookiesOf(response), email, name);
  if (synced.statusCode !== 200) throw new Error(`sync failed: ${synced.body}`);
  const body = synced.json() as SyncUserResponse;
  return { token: body.token, user: body.user, cookie: cookiesOf(response) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo admin's bearer token (the test app seeds the demo admin). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await signIn(app, 'admin@motoforge.com', 'motoforge-admin');
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  const synced = await sync(app, cookiesOf(response), 'admin@motoforge.com');
  return (synced.json() as SyncUserResponse).token;
}
