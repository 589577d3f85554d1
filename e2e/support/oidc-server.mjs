// A local OpenID Connect server that stands in for Google during the e2e run (oauth2-mock-server).
// The shop's "google" provider is pointed at it with GOOGLE_DISCOVERY_URL (playwright.config.ts).
//
// The authorize endpoint signs the browser in at once, without a login page, as whoever the test
// chose last: POST /__test/next-identity {sub, email, email_verified, name} on the same port.
// Every URL it hands out (issuer, authorize, token, userinfo, jwks) uses 127.0.0.1.
//
//   node support/oidc-server.mjs [port]    (default 3211, or OIDC_PORT)
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const HOST = '127.0.0.1';
const port = Number(process.argv[2] ?? process.env.OIDC_PORT ?? 3211);
const CONTROL_PATH = '/__test/next-identity';

/** Until a test chooses, a made-up Google user (so a stray sign-in still works). */
let nextIdentity = {
  sub: 'google-default',
  email: 'default.rider@gmail.com',
  email_verified: true,
  name: 'Default Rider',
};

const issuer = new OAuth2Issuer();
issuer.url = `http://${HOST}:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

// Both the access token and the ID token carry the chosen identity; better-auth reads the ID token.
service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, nextIdentity);
});
// And the userinfo endpoint answers with it too, should the client ask.
service.on('beforeUserinfo', (response) => {
  response.body = { ...nextIdentity };
});

function readJson(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('body too large'));
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(body));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function isIdentity(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.sub === 'string' &&
    value.sub.length > 0 &&
    typeof value.email === 'string' &&
    typeof value.email_verified === 'boolean' &&
    typeof value.name === 'string'
  );
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function handleControl(request, response) {
  if (request.method === 'GET') return send(response, 200, nextIdentity);
  if (request.method !== 'POST') return send(response, 405, { error: 'GET or POST' });
  let body;
  try {
    body = await readJson(request);
  } catch {
    return send(response, 400, { error: 'a JSON body is required' });
  }
  if (!isIdentity(body)) {
    return send(response, 400, { error: 'expected {sub, email, email_verified, name}' });
  }
  const { sub, email, email_verified, name } = body;
  nextIdentity = { sub, email, email_verified, name };
  return send(response, 200, nextIdentity);
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', issuer.url);
  if (pathname === CONTROL_PATH) {
    handleControl(request, response).catch(() => send(response, 500, { error: 'control endpoint failed' }));
    return;
  }
  service.requestHandler(request, response);
});

server.listen(port, HOST, () => {
  console.log(`Local OpenID Connect server (stand-in for Google) at ${issuer.url}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
