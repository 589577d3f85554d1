// Back-office benchmark (issue 24, docs/design.md#order-lifecycle): Manage All Orders and the sales page over
// 100,000 orders on a fresh PostgreSQL database this benchmark creates and drops, the API holding
// 20 connections to it (DATABASE_POOL_SIZE). Goals, each over every request of its load:
//   - GET /api/admin/orders: the first page, a search (a buyer's e-mail) and a filter (state and
//     payment method): p95 ≤ 50 ms
//   - GET /api/admin/sales?days=90: p95 ≤ 200 ms
// The machine is shared, so every load takes turns in slices with an idle baseline, GET
// /api/config (the settings row by its key, no session), and each figure is also reported as a ratio to it; so is
// an admin call that reads nothing but the session (GET /api/admin/outbox?to=nobody), which is
// what every admin call pays before its own work (ADR 028).
//
//   node bench/orders.mjs [--orders N] [--connections N]   exits 1 when a goal is missed or requests fail
import { parseArgs } from 'node:util';
import { buildApi, buildWeb } from './lib/build.mjs';
import { measureSideBySide } from './lib/load.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { machineSummary, printTable } from './lib/report.mjs';
import { seedOrders } from './lib/seed-orders.mjs';
import { pinServersAwayFromThisProcess, startShop } from './lib/server.mjs';
import { callWithToken, demoAdmin, signIn } from './lib/shop-client.mjs';

const POOL_SIZE = 20;
const WARMUP_SECONDS = 3;
const SLICES = 4;
const SLICE_SECONDS = 3;
const GOALS = { listP95Ms: 50, salesP95Ms: 200 };

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    // Two cores serve both the API and PostgreSQL (and the load generator): 8 requests at once
    // keep both busy without measuring a queue of the machine's own making.
    connections: { type: 'string', default: '8' },
  },
});
const orderCount = Number(options.orders);
const connections = Number(options.connections);
if (!Number.isInteger(orderCount) || orderCount < 1_000) throw new Error('--orders must be a whole number ≥ 1000');
if (!Number.isInteger(connections) || connections < 1) throw new Error('--connections must be a whole number ≥ 1');

const ms = (value) => `${Number(value).toFixed(1)} ms`;
const verdict = (isPass) => (isPass ? 'PASS' : 'FAIL');

async function main() {
  console.log(`Back-office orders benchmark · ${machineSummary()}`);
  buildApi();
  buildWeb();
  console.log(`CPUs: ${pinServersAwayFromThisProcess()}.`);
  const cleanup = [];
  let isFailed = false;
  try {
    const database = await createDatabase('orders');
    cleanup.push(database.drop);
    // Started once to migrate the database and seed the demo catalogue and admin.
    const shop = await startShop({
      name: 'shop',
      databaseUrl: database.url,
      env: { DATABASE_POOL_SIZE: String(POOL_SIZE) },
    });
    cleanup.push(() => shop.stop());
    console.log(`Seeded ${orderCount} orders in ${(await seedOrders(database.url, orderCount)).toFixed(1)} s.`);

    const { token } = await signIn(shop, demoAdmin);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const loads = [
      { name: 'idle baseline: GET /api/config', path: '/api/config', headers: {} },
      { name: 'admin session only: GET /api/admin/outbox?to=nobody', path: '/api/admin/outbox?to=nobody&pageSize=1' },
      { name: 'orders, first page', path: '/api/admin/orders', goal: GOALS.listP95Ms },
      { name: "orders, a buyer's e-mail", path: '/api/admin/orders?q=buyer4217%40', goal: GOALS.listP95Ms },
      { name: 'orders, shipped COD', path: '/api/admin/orders?state=shipped&paymentMethod=cod', goal: GOALS.listP95Ms },
      // One admin reads the sales page at a time: one request at once.
      {
        name: 'sales, 90 days (1 connection)',
        path: '/api/admin/sales?days=90',
        goal: GOALS.salesP95Ms,
        connections: 1,
      },
    ];
    // Each answers what a person would see, before it is timed.
    const firstPage = await callWithToken(shop, token, 'GET', '/api/admin/orders');
    const search = await callWithToken(shop, token, 'GET', '/api/admin/orders?q=buyer4217%40');
    const sales = await callWithToken(shop, token, 'GET', '/api/admin/sales?days=90');
    console.log(
      `First page: ${firstPage.items.length} of ${firstPage.total}${firstPage.isTotalCapped ? '+' : ''} orders; ` +
        `the search: ${search.total} orders; 90 days: ৳${sales.revenue} over ${sales.revenuePerDay.length} days, ` +
        `top part ${sales.topParts[0]?.productName}.`,
    );
    if (firstPage.items.length !== 25 || search.total === 0 || sales.revenuePerDay.length !== 90) {
      throw new Error('the back office did not answer what it should: nothing to time');
    }

    const results = await measureSideBySide(
      loads.map((load) => ({
        options: {
          url: shop.baseUrl + load.path,
          headers: load.headers ?? headers,
          ...(load.connections ? { connections: load.connections } : {}),
        },
      })),
      { connections, warmupSeconds: WARMUP_SECONDS, slices: SLICES, sliceSeconds: SLICE_SECONDS },
    );
    const baseline = results[0];
    const rows = loads.map((load, index) => {
      const result = results[index];
      const isPass = result.errors === 0 && (load.goal === undefined || result.p95 <= load.goal);
      if (load.goal !== undefined || result.errors > 0) isFailed ||= !isPass;
      return [
        load.name,
        `p95 ${ms(result.p95)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}), ${Math.round(result.requestsPerSecond)} req/s`,
        index === 0 ? '1.00 ×' : `${(result.p95 / Math.max(baseline.p95, 1)).toFixed(2)} ×`,
        load.goal === undefined
          ? result.errors > 0
            ? `0 errors: FAIL (${result.breakdown})`
            : 'reported'
          : `≤ ${load.goal} ms, 0 errors: ${verdict(isPass)}${result.errors > 0 ? ` (${result.breakdown})` : ''}`,
      ];
    });
    printTable(
      `Back office over ${orderCount} orders, PostgreSQL, pool ${POOL_SIZE}, ${connections} connections`,
      ['load', 'latency', 'p95 ÷ idle baseline', 'goal'],
      rows,
    );
  } finally {
    for (const step of cleanup.reverse()) await step().catch((error) => console.error(error));
  }
  process.exitCode = isFailed ? 1 : 0;
}

await main();
