// Several machines (issue 25, docs/deploy.md): catalogue reads and orders through nginx to one
// server process, against nginx to two processes of the same shop on the same PostgreSQL database,
// both measured in the same run in turns (lib/load.mjs), reported as the ratio two ÷ one.
//
// On a 2-core machine the two processes, PostgreSQL, nginx and the load generator share the same
// two cores, so a second process cannot add throughput: there the ratio is only a check that
// nothing serialises the processes (a lock, a shared queue) or costs the second one dearly, and the
// goal is ≥ 0.8. With 4 or more cores a second process must add throughput: the goal is ≥ 1.3.
//
//   node --import tsx bench/machines.mjs   exits 1 when a goal is missed or requests fail
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { startNginx } from '@motoforge/tools/nginx';
import { BOOKING_CUSTOMERS, bookingRequests, MIN_BOOKING_ROOM, prepareBooking } from './lib/booking.mjs';
import { buildApi } from './lib/build.mjs';
import { measureSideBySide } from './lib/load.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { machineSummary, printTable } from './lib/report.mjs';
import { freePort, startShop } from './lib/server.mjs';

const CONNECTIONS = 32;
const WARMUP_SECONDS = 3;
const SLICES = 4;
const SLICE_SECONDS = 3;
const cpuCount = os.availableParallelism();
const RATIO_GOAL = cpuCount >= 4 ? 1.3 : 0.8;

async function main() {
  console.log(`Several machines benchmark · ${machineSummary()}`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ${SLICES} slices of ${SLICE_SECONDS} s ` +
      'per row, the two set-ups taking turns. Shops: apps/api/dist/server.js, NODE_ENV=production, demo catalogue, ' +
      'one PostgreSQL database, TRUST_PROXY=true behind nginx (round-robin, keepalive). Bookings carry a distinct ' +
      `X-Forwarded-For each, which this nginx passes on, and ${BOOKING_CUSTOMERS} customers place them all.`,
  );
  console.log(
    `${cpuCount} CPUs: ${
      cpuCount >= 4
        ? 'a second process must add throughput (goal: two ÷ one ≥ 1.3).'
        : 'the processes, PostgreSQL, nginx and the load generator share them, so a second process cannot add ' +
          'throughput; the ratio only checks that nothing serialises the two (goal: two ÷ one ≥ 0.8).'
    }`,
  );
  buildApi();
  const cleanup = [];
  try {
    const database = await createDatabase('machines');
    cleanup.push(database.drop);
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      UNPAID_ORDERS_PER_ACCOUNT: '1000000',
    };
    // One after the other: the first migrates and seeds.
    const first = await startShop({ name: 'first', databaseUrl: database.url, env });
    cleanup.push(() => first.stop());
    const second = await startShop({ name: 'second', databaseUrl: database.url, env });
    cleanup.push(() => second.stop());
    const upstreamOf = (shop) => new URL(shop.baseUrl).host;
    const proxies = {};
    for (const [name, shops] of [
      ['one', [first]],
      ['two', [first, second]],
    ]) {
      const proxy = await startNginx({
        port: await freePort(),
        upstreams: shops.map(upstreamOf),
        workerProcesses: 'auto',
        isClientForwardedForKept: true,
      });
      cleanup.push(() => proxy.stop());
      proxies[name] = proxy.url;
    }
    const booking = await prepareBooking(first);

    const rows = [];
    let isFailed = false;
    for (const read of [
      { name: 'GET /api/part (the catalogue)', path: '/api/part' },
      { name: 'GET /api/parts?q=chain (a search)', path: '/api/parts?q=chain' },
      { name: 'POST /api/booking (an order)', path: '/api/booking', isBooking: true },
    ]) {
      const load = (proxy) => ({
        options: {
          url: proxy + read.path,
          method: read.isBooking ? 'POST' : 'GET',
          requests: read.isBooking ? bookingRequests(booking.take) : undefined,
        },
        beforeMeasuring: read.isBooking
          ? (warmup) =>
              booking.ensureRoomFor(
                Math.max(((warmup.requests.total * SLICES * SLICE_SECONDS) / WARMUP_SECONDS) * 3, MIN_BOOKING_ROOM),
              )
          : undefined,
      });
      const [one, two] = await measureSideBySide([load(proxies.one), load(proxies.two)], {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        slices: SLICES,
        sliceSeconds: SLICE_SECONDS,
      });
      const ratio = two.requestsPerSecond / one.requestsPerSecond;
      const hasErrors = one.errors + two.errors > 0;
      if (hasErrors) console.log(`${read.name}: one ${one.breakdown}; two ${two.breakdown}`);
      const isPass = ratio >= RATIO_GOAL && !hasErrors;
      isFailed ||= !isPass;
      rows.push([
        read.name,
        `${Math.round(one.requestsPerSecond)}/s · p95 ${one.p95} ms`,
        `${Math.round(two.requestsPerSecond)}/s · p95 ${two.p95} ms`,
        ratio.toFixed(2),
        `≥ ${RATIO_GOAL}`,
        isPass ? 'PASS' : 'FAIL',
      ]);
    }
    printTable(
      'nginx → one process against nginx → two processes (requests per second; ratio two ÷ one)',
      ['load', 'one process', 'two processes', 'ratio', 'goal', 'result'],
      rows,
    );
    process.exitCode = isFailed ? 1 : 0;
  } finally {
    for (const step of cleanup.reverse()) await step().catch((error) => console.error(error));
  }
}

await main();
