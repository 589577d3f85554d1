import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@motoforge/contract';
import { adminToken, bearer, freshAddress, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';
import { JSON_DEPTH_MAX, nestsDeeperThan } from '../plugins/json-body.js';

/** `{"a":{"a":…}}` nested `depth` levels deep, or `[[…]]` for arrays. */
const nested = (depth: number, kind: 'object' | 'array' = 'object') =>
  kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe.each(drivers)('JSON nesting depth on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SHOP_ORIGIN, ...headers },
      payload,
      remoteAddress: freshAddress(),
    });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-out'])(
    'answers a body nested 5,000 levels deep with 400 on %s, not 500',
    async (url) => {
      for (const kind of ['object', 'array'] as const) {
        const answer = await post(url, nested(5_000, kind));
        expect(answer.statusCode, kind).toBe(400);
        expect(answer.json()).toMatchObject({ message: messages.jsonTooDeep(JSON_DEPTH_MAX) });
      }
    },
  );

  it('limits the depth on every route, the shop’s own included', async () => {
    const answer = await post('/api/part', nested(JSON_DEPTH_MAX + 1), bearer(admin));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: messages.jsonTooDeep(JSON_DEPTH_MAX) });
  });

  it('reads a body at the limit as before, brackets inside strings not counted', async () => {
    // At the limit: parsed, then refused by the route's own schema, not by the depth check.
    const atLimit = await post('/api/auth/sign-in/email', nested(JSON_DEPTH_MAX));
    expect(atLimit.json().message).not.toBe(messages.jsonTooDeep(JSON_DEPTH_MAX));
    const answer = await post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'nobody@example.com', password: `${'['.repeat(60)}\\"{{{{{{{{` }),
    );
    expect(answer.statusCode).toBe(401);
  });

  it('still refuses broken JSON and prototype poisoning as before', async () => {
    expect((await post('/api/auth/sign-in/email', '{"email":')).statusCode).toBe(400);
    expect((await post('/api/auth/sign-in/email', '{"__proto__":{"role":"admin"}}')).statusCode).toBe(400);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other, not brackets in strings or side by side', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],{"a":1}]', 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
  });
});
