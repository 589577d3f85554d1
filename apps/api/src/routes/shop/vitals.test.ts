import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalsMessages, vitalsSummarySchema } from '@motoforge/contract';
import { webVitals } from '../../db/schema.js';
import { pruneVitals } from '../../services/vitals/field-vitals.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { parsePrometheusText, valueOf } from '../../test/prometheus-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const DAY = 86_400_000;

describe.each(drivers)('field vitals on %s', (driver) => {
  let t: TestApp;
  let admin: string;

  const report = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress });
  const summary = async (token = admin) =>
    vitalsSummarySchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: bearer(token) })).json(),
    );

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { METRICS_TOKEN: TOKEN } });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it("takes a visit's measurements with its route pattern, and counts them in /metrics' histograms", async () => {
    const response = await report({
      route: '/parts/:id',
      metrics: [
        { name: 'LCP', value: 1_800 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const scrape = parsePrometheusText(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body,
    );
    const route = { route: '/parts/:id' };
    expect(valueOf(scrape, 'motoforge_web_vitals_lcp_seconds_count', route)).toBe(1);
    expect(valueOf(scrape, 'motoforge_web_vitals_lcp_seconds_sum', route)).toBeCloseTo(1.8);
    expect(valueOf(scrape, 'motoforge_web_vitals_inp_seconds_sum', route)).toBeCloseTo(0.12);
    expect(valueOf(scrape, 'motoforge_web_vitals_cls_sum', route)).toBeCloseTo(0.02);
    // At LCP's "good" threshold, a bucket: the share of good visits is one query.
    expect(valueOf(scrape, 'motoforge_web_vitals_lcp_seconds_bucket', { ...route, le: '2.5' })).toBe(1);
    expect(valueOf(scrape, 'motoforge_web_vitals_lcp_seconds_bucket', { ...route, le: '1.5' })).toBe(0);
  });

  it.each([
    [
      'a route that is no page pattern',
      { route: '/parts/123?q=secret', metrics: [{ name: 'LCP', value: 1 }] },
      vitalsMessages.routeUnknown,
    ],
    ['no measurements', { route: '/', metrics: [] }, vitalsMessages.metricsInvalid],
    [
      'a metric the shop does not take',
      { route: '/', metrics: [{ name: 'FID', value: 10 }] },
      vitalsMessages.metricsInvalid,
    ],
    [
      'one metric twice',
      {
        route: '/',
        metrics: [
          { name: 'CLS', value: 0.1 },
          { name: 'CLS', value: 0.2 },
        ],
      },
      vitalsMessages.metricsInvalid,
    ],
    ['a negative value', { route: '/', metrics: [{ name: 'INP', value: -1 }] }, vitalsMessages.valueInvalid],
    ['a value no page takes', { route: '/', metrics: [{ name: 'LCP', value: 1e9 }] }, vitalsMessages.valueInvalid],
    ['a value as text', { route: '/', metrics: [{ name: 'LCP', value: '1800' }] }, vitalsMessages.valueInvalid],
    ['a field of the visitor', { route: '/', metrics: [{ name: 'LCP', value: 1 }], user: 'a@b.com' }, null],
  ])('refuses %s with 400, keeping nothing', async (_case, payload, message) => {
    const before = (await t.database.db.select().from(webVitals)).length;
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    if (message) expect(body.message).toContain(message);
    expect((await t.database.db.select().from(webVitals)).length).toBe(before);
  });

  it('refuses a body over 1 kB with 413, and a client address over 30 reports a minute with 429', async () => {
    const big = await report({ route: '/', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(2_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: 'The request body is too large' });

    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await report({ route: '/', metrics: [{ name: 'CLS', value: 0 }] }, address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("shows the admin each page's p75 over the last 7 and 28 days, and nobody else", async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    // /cart's LCP: four visits this week, two more three weeks ago, one past the 28 days.
    await t.database.db.insert(webVitals).values([
      ...[1_000, 2_000, 3_000, 4_000].map((value) => ({
        route: '/cart',
        metric: 'LCP' as const,
        value,
        recordedAt: at(1),
      })),
      ...[8_000, 9_000].map((value) => ({ route: '/cart', metric: 'LCP' as const, value, recordedAt: at(20) })),
      { route: '/cart', metric: 'LCP' as const, value: 60_000, recordedAt: at(40) },
      { route: '/checkout', metric: 'CLS' as const, value: 0.3, recordedAt: at(10) },
    ]);

    const { rows } = await summary();
    expect(rows.find((row) => row.route === '/cart' && row.metric === 'LCP')).toEqual({
      route: '/cart',
      metric: 'LCP',
      // percentile_cont(0.75) of 1, 2, 3, 4 s: 3.25 s; of those and 8, 9 s: 7 s (three quarters from 4 to 8).
      last7Days: { p75: 3_250, samples: 4 },
      last28Days: { p75: 7_000, samples: 6 },
    });
    expect(rows.find((row) => row.route === '/checkout')).toEqual({
      route: '/checkout',
      metric: 'CLS',
      last7Days: { p75: null, samples: 0 },
      last28Days: { p75: 0.3, samples: 1 },
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vitals' })).statusCode).toBe(401);
    const customer = await createCustomer(t.app, `vitals-${driver}@example.com`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);
  });

  it('forgets reports older than 28 days at the daily prune, and keeps the rest', async () => {
    const now = Date.now();
    await t.database.db.insert(webVitals).values([
      { route: '/blogs', metric: 'INP' as const, value: 90, recordedAt: new Date(now - 29 * DAY) },
      { route: '/blogs', metric: 'INP' as const, value: 80, recordedAt: new Date(now - 27 * DAY) },
    ]);
    expect(await pruneVitals(t.database.db)).toBeGreaterThanOrEqual(1);
    const blogs = (await t.database.db.select().from(webVitals)).filter((row) => row.route === '/blogs');
    expect(blogs.map((row) => row.value)).toEqual([80]);
    expect(await pruneVitals(t.database.db)).toBe(0);
  });
});
