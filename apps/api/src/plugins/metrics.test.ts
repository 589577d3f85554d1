import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, partListSchema, type Part } from '@motoforge/contract';
import { processedWebhookEvents, sslcommerzPayments } from '../db/schema.js';
import { loadEnv } from '../env.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { sendEmailJob } from '../jobs/send-email.js';
import { sendSmsJob } from '../jobs/send-sms.js';
import { adminToken, bearer, createCustomer } from '../test/auth-helpers.js';
import { chargeCard, placeOrder, startPayment } from '../test/orders.js';
import { parsePrometheusText, samplesOf, valueOf, type Exposition } from '../test/prometheus-text.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers, raceDrivers } from '../test/test-database.js';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

async function scrapeOf(shop: TestApp): Promise<Exposition> {
  const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(response.body);
}

describe.each(drivers)('GET /metrics on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  let nextPart = 0;

  const scrape = (shop: TestApp = t) => scrapeOf(shop);
  const requestsOf = (exposition: Exposition, method: string, route: string, status: number) =>
    valueOf(exposition, 'motoforge_http_requests_total', { method, route, status_code: String(status) }) ?? 0;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      // Nothing listens on port 1: every e-mail fails, so the send-email job throws.
      env: { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' },
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 60 },
    });
    catalogue = partListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 2);
  });
  afterAll(() => t.close());

  it('does not exist without METRICS_TOKEN, and the shop does not answer it with a page', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-metrics-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MotoForge</title>');
    const shop = await createTestApp(driver, { seed: false, env: { WEB_DIST: webDist } });
    try {
      // The shop's pages are served: any other path is a client route.
      expect((await shop.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, message: messages.noSuchEndpoint('GET', '/metrics') });
      }
    } finally {
      await shop.close();
    }
  });

  it('answers 401 and no metrics without the token, with a wrong one, or with a session token', async () => {
    const admin = await adminToken(t.app);
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      `Bearer ${admin}`,
      TOKEN,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('motoforge_');
    }
    // The scheme is case-insensitive (RFC 9110).
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('counts and times requests by route pattern and status, never by URL', async () => {
    const before = await scrape();
    const [first, second] = catalogue;
    await t.app.inject({ method: 'GET', url: '/api/part' });
    await t.app.inject({ method: 'GET', url: `/api/purchase/${first!._id}` });
    await t.app.inject({ method: 'GET', url: `/api/purchase/${second!._id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-either?q=1' });
    const after = await scrape();

    expect(after.types.get('motoforge_http_requests_total')).toBe('counter');
    expect(after.types.get('motoforge_http_request_duration_seconds')).toBe('histogram');
    const grew = (method: string, route: string, status: number) =>
      requestsOf(after, method, route, status) - requestsOf(before, method, route, status);
    expect(grew('GET', '/api/part', 200)).toBe(1);
    expect(grew('GET', '/api/purchase/:id', 200)).toBe(2);
    expect(grew('GET', 'unmatched', 404)).toBe(2);
    // The scrape before this one is counted too, under its own route.
    expect(grew('GET', '/metrics', 200)).toBe(1);

    const timed = { method: 'GET', route: '/api/purchase/:id', status_code: '200' };
    const count = valueOf(after, 'motoforge_http_request_duration_seconds_count', timed);
    expect(count).toBe(requestsOf(after, 'GET', '/api/purchase/:id', 200));
    expect(valueOf(after, 'motoforge_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(count);
    expect(valueOf(after, 'motoforge_http_request_duration_seconds_sum', timed)).toBeGreaterThan(0);

    const routes = new Set(samplesOf(after, 'motoforge_http_requests_total').map((sample) => sample.labels.route));
    for (const route of routes) expect(route).not.toMatch(/no-such-thing|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('counts orders by state and payments by provider and result, from the database', async () => {
    const part = catalogue[(nextPart += 1)]!;
    const buyer = await createCustomer(t.app, 'metrics-buyer@example.com');
    const before = await scrape();
    const ordersIn = (exposition: Exposition, state: string) => valueOf(exposition, 'motoforge_orders', { state });
    const paymentsIn = (exposition: Exposition, result: string) =>
      valueOf(exposition, 'motoforge_payments', { provider: 'test', result }) ?? 0;

    const orderId = await placeOrder(t.app, buyer.token, part);
    const placed = await scrape();
    expect(placed.types.get('motoforge_orders')).toBe('gauge');
    expect(ordersIn(placed, 'placed')).toBe(ordersIn(before, 'placed')! + 1);
    // Every state is there, an empty one as 0.
    expect(samplesOf(placed, 'motoforge_orders').map((sample) => sample.labels.state)).toEqual(
      expect.arrayContaining(['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned']),
    );

    const payment = await startPayment(t.app, buyer.token, orderId);
    expect((await chargeCard(t.app, payment.clientSecret)).statusCode).toBe(200);
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(buyer.token),
      payload: { tnxId: payment.paymentIntentId },
    });
    expect(claimed.statusCode).toBe(200);
    const paid = await scrape();
    expect(ordersIn(paid, 'placed')).toBe(ordersIn(before, 'placed'));
    expect(ordersIn(paid, 'confirmed')).toBe(ordersIn(before, 'confirmed')! + 1);
    expect(paymentsIn(paid, 'confirmed')).toBe(paymentsIn(before, 'confirmed') + 1);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: bearer(buyer.token),
      payload: {},
    });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refundStatus: 'refunded' });
    const refunded = await scrape();
    expect(ordersIn(refunded, 'cancelled')).toBe(ordersIn(before, 'cancelled')! + 1);
    expect(paymentsIn(refunded, 'refunded')).toBe(paymentsIn(before, 'refunded') + 1);
    // A refunded payment was still confirmed once.
    expect(paymentsIn(refunded, 'confirmed')).toBe(paymentsIn(before, 'confirmed') + 1);
  });

  it('counts payment attempts that did not pay: SSLCommerz refused, held or unanswered, and Stripe declines', async () => {
    const buyer = await createCustomer(t.app, 'metrics-online@example.com');
    const orderId = await placeOrder(t.app, buyer.token, catalogue[(nextPart += 1)]!);
    const attempt = (tranId: string, status: 'invalid' | 'refused' | 'held' | 'unavailable' | 'started') => ({
      tranId,
      orderId,
      amountPoisha: 100_00,
      status,
    });
    await t.database.db
      .insert(sslcommerzPayments)
      .values([
        attempt('MFmetrics1', 'invalid'),
        attempt('MFmetrics2', 'refused'),
        attempt('MFmetrics3', 'held'),
        attempt('MFmetrics4', 'unavailable'),
        attempt('MFmetrics5', 'started'),
      ]);
    await t.database.db.insert(processedWebhookEvents).values([
      { id: 'evt_metrics_1', type: 'payment_intent.payment_failed' },
      { id: 'evt_metrics_2', type: 'payment_intent.succeeded' },
    ]);

    const exposition = await scrape();
    const paymentsOf = (provider: string) =>
      Object.fromEntries(
        samplesOf(exposition, 'motoforge_payments', { provider }).map((sample) => [sample.labels.result, sample.value]),
      );
    expect(paymentsOf('sslcommerz')).toEqual({ refused: 2, held: 1, failed: 1 });
    expect(paymentsOf('stripe')).toEqual({ refused: 1 });
  });

  it('shows the jobs waiting in each queue, and counts the runs that threw', async () => {
    const before = await scrape();
    const waiting = (exposition: Exposition) =>
      valueOf(exposition, 'motoforge_jobs', { queue: 'send-sms', state: 'created' });
    expect(waiting(before)).toBeTypeOf('number');
    // Jobs due in an hour stay waiting; others of the queue may be taken meanwhile.
    for (let i = 0; i < 4; i += 1) {
      await enqueueJob(
        t.database.db,
        sendSmsJob,
        { to: '01711000000', text: `Later ${i}`, purpose: 'test' },
        { startAfter: new Date(Date.now() + 3_600_000) },
      );
    }
    const queued = await scrape();
    expect(queued.types.get('motoforge_jobs')).toBe('gauge');
    expect(waiting(queued)).toBeGreaterThanOrEqual(4);
    for (const queue of ['release-expired-orders', 'notify-order-event', 'send-sms', 'send-email']) {
      for (const state of ['created', 'retry', 'active', 'failed']) {
        expect(valueOf(queued, 'motoforge_jobs', { queue, state }), `${queue} ${state}`).toBeTypeOf('number');
      }
    }

    const failuresOf = (exposition: Exposition) =>
      valueOf(exposition, 'motoforge_job_run_failures_total', { queue: 'send-email' })!;
    expect(failuresOf(before)).toBeTypeOf('number');
    await enqueueJob(t.database.db, sendEmailJob, {
      to: 'nobody@example.com',
      subject: 'Hello',
      text: 'The SMTP server is down',
      purpose: 'test',
    });
    await expect.poll(async () => failuresOf(await scrape()), { timeout: 15_000 }).toBeGreaterThan(failuresOf(before));
    const failed = await scrape();
    expect(failed.types.get('motoforge_job_run_failures_total')).toBe('counter');
    expect(valueOf(failed, 'motoforge_job_runs_total', { queue: 'send-email' })).toBeGreaterThanOrEqual(
      failuresOf(failed),
    );
    // Its retry waits in the queue.
    expect(valueOf(failed, 'motoforge_jobs', { queue: 'send-email', state: 'retry' })).toBeGreaterThanOrEqual(1);
  });

  it('has the process metrics, says each database count answered, and the pool on PostgreSQL', async () => {
    const exposition = await scrape();
    expect(valueOf(exposition, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(exposition, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const collector of ['orders', 'payment_attempts', 'jobs']) {
      expect(valueOf(exposition, 'motoforge_scrape_collector_success', { collector }), collector).toBe(1);
    }
    const max = valueOf(exposition, 'motoforge_db_pool_max_connections');
    if (driver === 'postgres') {
      // openTestDatabase's pool.
      expect(max).toBe(5);
      const open = valueOf(exposition, 'motoforge_db_pool_connections')!;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(max!);
      expect(valueOf(exposition, 'motoforge_db_pool_idle_connections')).toBeLessThanOrEqual(open);
      expect(valueOf(exposition, 'motoforge_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite runs inside the process: no pool to report.
      expect(max).toBeUndefined();
      expect(valueOf(exposition, 'motoforge_db_pool_connections')).toBeUndefined();
    }
  });

  it("keeps each app's metrics its own when several run in one process", async () => {
    const other = await createTestApp(driver, { seed: false, env: { METRICS_TOKEN: TOKEN } });
    try {
      await other.app.inject({ method: 'GET', url: '/api/categories' });
      await other.app.inject({ method: 'GET', url: '/api/categories' });
      const before = requestsOf(await scrape(), 'GET', '/api/categories', 200);
      await t.app.inject({ method: 'GET', url: '/api/categories' });
      expect(requestsOf(await scrape(), 'GET', '/api/categories', 200)).toBe(before + 1);
      expect(requestsOf(await scrape(other), 'GET', '/api/categories', 200)).toBe(2);
    } finally {
      await other.close();
    }
  });
});

// PostgreSQL only: PGlite has one connection and no statement_timeout, so nothing there can be
// slow while a scrape waits.
describe.each(raceDrivers)('GET /metrics while the database is slow, on %s', (driver) => {
  let t: TestApp;
  const scrape = () => scrapeOf(t);
  beforeAll(async () => {
    t = await createTestApp(driver, { seed: false, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers in time when the database is slow, leaving out the count that did not answer', async () => {
    // A migration's lock on orders: counting them waits until statement_timeout gives up.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in access exclusive mode`);
      const started = Date.now();
      const exposition = await scrape();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(valueOf(exposition, 'motoforge_scrape_collector_success', { collector: 'orders' })).toBe(0);
      expect(valueOf(exposition, 'motoforge_scrape_collector_success', { collector: 'jobs' })).toBe(1);
      expect(samplesOf(exposition, 'motoforge_orders')).toEqual([]);
      // PostgreSQL gave the count up: it is not left waiting on the lock, holding a connection.
      const countsWaiting = async () =>
        (
          (await tx.execute(
            sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query like '%from orders group by state, payment_method%'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      await expect.poll(countsWaiting, { timeout: 3_000 }).toBe(0);
    });
    const exposition = await scrape();
    expect(valueOf(exposition, 'motoforge_scrape_collector_success', { collector: 'orders' })).toBe(1);
    expect(samplesOf(exposition, 'motoforge_orders').length).toBeGreaterThan(0);
  });
});

describe('METRICS_TOKEN', () => {
  it('is at least 32 characters, none of them spaces', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ METRICS_TOKEN: `${TOKEN} with spaces` })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });
});
