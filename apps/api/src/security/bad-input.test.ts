import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { JSON_DEPTH_MAX } from '../plugins/json-body.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The field names our routes read, so generated bodies reach validation, not just "unknown key". */
const FIELDS = [
  'email',
  'message',
  'productId',
  'quantity',
  'phone',
  'address',
  'review',
  'rating',
  'name',
  'description',
  'minimumOrder',
  'availableQuantity',
  'price',
  'img',
  'tnxId',
  'orderId',
  'status',
  'clientSecret',
  'card',
  'billingDetails',
  'displayName',
  'education',
  'location',
  'linkedin',
  'password',
  'role',
  'paid',
  'provider',
  'callbackURL',
  'userId',
];
const RUNS_PER_ROUTE_AND_ROLE = 20;

const nastyString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '🏍️'.repeat(300),
  ),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);
const nastyValue = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 5 }),
);
/**
 * JSON nested around the depth limit and far beyond it (5,000 levels once made better-auth's routes
 * answer 500), as objects keyed by the fields routes read, as arrays, or mixed.
 */
const deepBody = fc
  .tuple(
    fc.oneof(fc.integer({ min: JSON_DEPTH_MAX - 2, max: JSON_DEPTH_MAX + 2 }), fc.integer({ min: 1_000, max: 6_000 })),
    fc.constantFrom(...FIELDS),
    fc.constantFrom('object', 'array', 'mixed'),
  )
  .map(([depth, field, kind]) => {
    const open = (level: number) => (kind === 'array' || (kind === 'mixed' && level % 2 === 1) ? '[' : `{"${field}":`);
    const opened = Array.from({ length: depth }, (_, level) => open(level));
    const closed = opened.map((token) => (token === '[' ? ']' : '}')).reverse();
    return `${opened.join('')}"x"${closed.join('')}`;
  });
const body = fc.oneof(
  deepBody,
  fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"email":',
    'null',
    '[]',
    '"x"',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
);
const pathSegment = fc.oneof(
  fc.uuid(),
  nastyString.filter((value) => value.length > 0).map((value) => encodeURIComponent(value).slice(0, 180)),
);
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'sign-in/social',
  'admin/set-role',
  'admin/list-users',
  'no-such-thing',
];

type Role = 'guest' | 'customer' | 'admin';

/**
 * Generated malformed requests — wrong types, missing fields, huge and unicode strings, bad JSON,
 * bad ids, odd numbers — thrown at every API route as a guest, a customer and an admin. No answer
 * may be a 5xx or carry a stack trace, and a refused request must leave the database as it was.
 */
describe('bad input at every route', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  const tokens: Record<Role, string | null> = { guest: null, customer: null, admin: null };
  const tally = { requests: 0, serverErrors: 0, stackTraces: 0, changedOnRefusal: 0 };

  const snapshot = async () => {
    const result = await t.database.db.execute(sql`
      select (select count(*) from parts) as parts, (select coalesce(sum(available_quantity), 0) from parts) as stock,
             (select count(*) from orders) as orders, (select count(*) from reviews) as reviews,
             (select count(*) from questions) as questions, (select count(*) from users) as users,
             (select count(*) from profiles) as profiles, (select count(*) from users where role = 'admin') as admins,
             (select count(*) from orders where paid) as paid`);
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows?.[0] ?? result);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-fuzz-')) },
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
            routes.push({ method, url: route.url });
          }
        }
      },
    });
    tokens.customer = (await createCustomer(t.app, 'fuzz-customer@example.com')).token;
    tokens.admin = await adminToken(t.app);
  });
  afterAll(async () => {
    console.info(
      `bad input: ${tally.requests} malformed requests over ${routes.length} routes × 3 roles; ` +
        `${tally.serverErrors} 5xx, ${tally.stackTraces} stack traces, ${tally.changedOnRefusal} refusals that changed data`,
    );
    await t.close();
  });

  it("finds the routes to attack, better-auth's among them", () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const url of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/sign-out',
      '/api/auth/get-session',
    ]) {
      expect(routes.map((route) => route.url)).toContain(url);
    }
  });

  it('answers every malformed request with a clean 4xx (or a harmless 2xx), never a 5xx', async () => {
    let known: string | undefined;
    for (const route of routes) {
      for (const role of ['guest', 'customer', 'admin'] as Role[]) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
            body,
            fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded'),
            fc.option(fc.dictionary(fc.constantFrom('user', 'x', 'id'), nastyString, { maxKeys: 2 }), {
              nil: undefined,
            }),
            async (segments, payload, contentType, query) => {
              let index = 0;
              let url = route.url.replace(/:[A-Za-z]+/g, () => segments[index++] ?? 'x');
              url = url.replace('*', fc.sample(fc.constantFrom(...AUTH_PATHS), 1)[0]!);
              if (query) url += `?${new URLSearchParams(query).toString()}`;
              // The data as the last request left it: a refusal must leave it so, and an accepted
              // request (a harmless 2xx) takes a new reading for the next one.
              const before = (known ??= await snapshot());
              const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
              const response = await t.app.inject({
                method: route.method as 'POST',
                url,
                headers: {
                  ...(tokens[role] ? bearer(tokens[role]!) : {}),
                  ...(hasBody ? { 'content-type': contentType } : {}),
                },
                ...(hasBody ? { payload } : {}),
                remoteAddress: freshAddress(),
              });
              tally.requests += 1;
              const isStackTrace = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/.test(response.body);
              if (response.statusCode >= 500) tally.serverErrors += 1;
              if (isStackTrace) tally.stackTraces += 1;
              expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
              expect(isStackTrace, response.body.slice(0, 300)).toBe(false);
              const after = await snapshot();
              known = after;
              if (response.statusCode >= 400) {
                // Every refusal names its message by a code a caller can branch on (ADR 071).
                const refusal = response.json<{ code?: unknown }>();
                expect(typeof refusal.code, `${route.method} ${url} → ${response.body.slice(0, 300)}`).toBe('string');
                if (after !== before) tally.changedOnRefusal += 1;
                expect(after, `${route.method} ${url} changed data but answered ${response.statusCode}`).toBe(before);
              }
            },
          ),
          { numRuns: RUNS_PER_ROUTE_AND_ROLE },
        );
      }
    }
    expect(tally.requests).toBeGreaterThan(500);
  }, 600_000);
});
