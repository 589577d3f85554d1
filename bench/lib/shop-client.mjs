/**
 * The few calls the benchmarks make to set a shop up, the way the SPA makes them: better-auth
 * wants the shop's own Origin on credential POSTs, and the API token comes from PUT /api/user.
 */

async function call(shop, method, urlPath, { body, headers = {} } = {}) {
  const response = await fetch(shop.baseUrl + urlPath, {
    method,
    headers: {
      origin: shop.origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return { response, text, json: text ? JSON.parse(text) : undefined };
}

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function tokenFor(shop, email, cookie) {
  const { json } = await call(shop, 'PUT', `/api/user/${encodeURIComponent(email)}`, {
    body: { email },
    headers: { cookie },
  });
  return json.token;
}

/** Signs in with e-mail and password; resolves to the session cookie and the API token. */
export async function signIn(shop, { email, password }) {
  const { response } = await call(shop, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  const cookie = cookieOf(response);
  return { cookie, token: await tokenFor(shop, email, cookie) };
}

/** Creates a customer account; resolves to its session cookie and API token. */
export async function signUp(shop, { name, email, password }) {
  const { response } = await call(shop, 'POST', '/api/auth/sign-up/email', { body: { name, email, password } });
  const cookie = cookieOf(response);
  return { cookie, token: await tokenFor(shop, email, cookie) };
}

/** GET as a guest; resolves to the body as sent (the exact bytes a client receives). */
export async function getText(shop, urlPath) {
  return (await call(shop, 'GET', urlPath)).text;
}

/** A JSON call with the API token. */
export async function callWithToken(shop, token, method, urlPath, body) {
  return (await call(shop, method, urlPath, { body, headers: { authorization: `Bearer ${token}` } })).json;
}

/** A distinct client address per order (X-Forwarded-For): the booking rate limit (30/min) is per address. */
export const addressOf = (index) => `10.${(index >>> 16) & 255}.${(index >>> 8) & 255}.${index & 255}`;

export const demoAdmin = { email: 'admin@motoforge.com', password: 'motoforge-admin' };
