// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the built shop,
// served locally, so nothing leaves the machine. Each page is audited a few times and the run with
// the median performance score is reported, as Lighthouse's own guidance on variability advises.
//
//   node bench/lighthouse.mjs               exits 1 when a score or metric misses its goal
//   node bench/lighthouse.mjs --signed-in   the signed-in pages only (issue 36)
//   node bench/lighthouse.mjs --runs 3      fewer runs per page, to iterate (the report says how many)
//   node bench/lighthouse.mjs --only /bikes/{vehicleId}/{slug}   the public pages named only (repeatable)
//   node bench/lighthouse.mjs --json-dir /tmp/lh   also writes each page's median run (the whole
//                                                  Lighthouse JSON: bootup-time, long-tasks…)
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApi, buildWeb } from './lib/build.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { machineSummary, printTable } from './lib/report.mjs';
import { startShop } from './lib/server.mjs';
import { callWithToken, demoAdmin, getText, signIn, signUp } from './lib/shop-client.mjs';

// The catalogue's pages too (issue 21): /allproducts searched and filtered, and a part's own page.
const PAGES = [
  '/',
  // Bangla home (issue 22): the same goals, with its own font (CLS ≤ 0.05 with it).
  '/bn',
  '/allproducts',
  '/allproducts?q=brake&category=brakes&inStock=true&sort=price-asc',
  '/parts/{id}',
  // A bike's parts diagram (issue 37): the public pages' goals, in both languages.
  '/bikes/{vehicleId}/{slug}',
  '/bn/bikes/{vehicleId}/{slug}',
  '/login',
];
/**
 * The pages a buyer uses after signing in, and the admin's orders (issue 36): audited with the
 * session's cookie, after one visit that leaves the API token in the browser's storage (Lighthouse
 * clears the HTTP cache before each run, not localStorage), as a returning rider has it.
 */
const SIGNED_IN_PAGES = [
  { page: '/cart', as: 'customer' },
  { page: '/checkout', as: 'customer' },
  { page: '/dashboard/order', as: 'customer' },
  { page: '/dashboard/order/{orderId}', as: 'customer' },
  { page: '/dashboard/profile', as: 'customer' },
  { page: '/dashboard/manageorder', as: 'admin' },
];
const SIGNED_IN_GOALS = { performance: 90 };
const SIGNED_IN_LCP_GOAL_MS = 2_500;

const { values: options } = parseArgs({
  options: {
    'signed-in': { type: 'boolean', default: false },
    runs: { type: 'string' },
    only: { type: 'string', multiple: true },
    'json-dir': { type: 'string' },
  },
});
// Lighthouse's variability guide: the median of five runs varies about half as much as one run.
// Three here still failed a page one time in three on these shared machines (docs/performance.md).
const RUNS_PER_PAGE = options.runs ? Number(options.runs) : 5;
const CATEGORY_GOALS = { performance: 95, accessibility: 95, 'best-practices': 100, seo: 95 };
const LCP_GOAL_MS = 2_000;
const CLS_GOAL = 0.05;

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

/** What cost points where a goal was missed: the audits Lighthouse did not pass in full. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
}

// Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated.
const ATTEMPTS_PER_RUN = 3;

/** The demo catalogue's first parts diagram: the first part that appears in one names it. */
async function firstDiagramOf(shop, parts) {
  for (const part of parts) {
    const [assembly] = JSON.parse(await getText(shop, `/api/parts/${part._id}/assemblies`));
    if (assembly) return assembly;
  }
  throw new Error('the demo catalogue has no parts diagram');
}

async function audit(url, port, cookie) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORY_GOALS),
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, auditing again`);
  }
}

/** Savar, in Dhaka district (bd-geo's ids), for the customer's order. */
const SAVAR_ADDRESS = { divisionId: '6', districtId: '47', upazilaId: '365', street: 'House 12, Road 3' };

/**
 * A customer with two parts in the cart and one order placed, and the demo admin: each one's
 * session cookie, and the order's id for its page.
 */
async function signedInVisitors(shop, parts) {
  const account = {
    name: 'Lighthouse Rider',
    email: `lighthouse-${randomInt(10 ** 9)}@example.com`,
    password: 'lighthouse-pass-1',
  };
  const customer = await signUp(shop, account);
  const lineOf = (part) => ({ partId: part._id, quantity: part.minimumOrder });
  const order = await fetch(`${shop.baseUrl}/api/checkout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'idempotency-key': `lighthouse-${randomInt(10 ** 12)}`,
    },
    body: JSON.stringify({
      lines: [lineOf(parts[2])],
      address: { name: 'Rahim Uddin', phone: '01712-345678', ...SAVAR_ADDRESS },
      paymentMethod: 'cod',
    }),
  });
  if (order.status !== 201) throw new Error(`POST /api/checkout answered ${order.status}: ${await order.text()}`);
  const { orderId } = await order.json();
  await callWithToken(shop, customer.token, 'PUT', '/api/cart', { lines: [lineOf(parts[0]), lineOf(parts[1])] });
  const admin = await signIn(shop, demoAdmin);
  return { customer: customer.cookie, admin: admin.cookie, orderId };
}

/** Runs Lighthouse `RUNS_PER_PAGE` times on a page; the run with the median performance score. */
async function medianRun(url, port, cookie) {
  const runs = [];
  for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await audit(url, port, cookie));
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { lhr: runs[Math.floor(runs.length / 2)], runs };
}

async function main() {
  console.log(`Lighthouse ${RUNS_PER_PAGE}× per page, mobile preset · ${machineSummary()}`);
  buildApi();
  buildWeb();
  process.env.CHROME_PATH = chromiumPath;
  const shop = await startShop({ name: 'the shop' });
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const rows = [];
    let version = '';
    const notes = [];
    let hasMissedGoal = false;
    const parts = JSON.parse(await getText(shop, '/api/part'));
    const diagram = await firstDiagramOf(shop, parts);
    const publicPages = options.only ? PAGES.filter((page) => options.only.includes(page)) : PAGES;
    const audits = options['signed-in']
      ? []
      : publicPages.map((page) => ({
          page,
          url: page
            .replace('{id}', parts[0]._id)
            .replace('{vehicleId}', String(diagram.vehicleId))
            .replace('{slug}', encodeURIComponent(diagram.slug)),
          goals: CATEGORY_GOALS,
          lcpGoal: LCP_GOAL_MS,
        }));
    const visitors = await signedInVisitors(shop, parts);
    let lastCookie;
    // --only names public pages: the signed-in ones are left out.
    for (const { page, as } of options.only ? [] : SIGNED_IN_PAGES) {
      const cookie = visitors[as];
      // A visit first that is not measured when the account changes: it leaves the session's API
      // token in localStorage, as a returning rider has it.
      const url = page.replace('{orderId}', visitors.orderId);
      audits.push({
        page,
        url,
        cookie,
        goals: SIGNED_IN_GOALS,
        lcpGoal: SIGNED_IN_LCP_GOAL_MS,
        isFirstOfAccount: cookie !== lastCookie,
      });
      lastCookie = cookie;
    }
    for (const { page, url, cookie, goals, lcpGoal, isFirstOfAccount } of audits) {
      if (isFirstOfAccount) await audit(shop.baseUrl + url, chrome.port, cookie);
      const { lhr, runs } = await medianRun(shop.baseUrl + url, chrome.port, cookie);
      version = lhr.lighthouseVersion;
      if (options['json-dir']) {
        mkdirSync(options['json-dir'], { recursive: true });
        const file = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
        writeFileSync(path.join(options['json-dir'], file), JSON.stringify(lhr));
      }
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const misses = Object.entries(goals)
        .filter(([category, goal]) => score(lhr, category) < goal)
        .map(([category]) => category);
      if (lcp > lcpGoal) misses.push('LCP');
      // The signed-in pages' goals are the issue's two; their CLS is reported.
      if (!cookie && cls > CLS_GOAL) misses.push('CLS');
      // A signed-in page must land where it was asked for (not on /login) to count.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (cookie && landed !== new URL(shop.baseUrl + url).pathname) misses.push(`landed on ${landed}`);
      hasMissedGoal ||= misses.length > 0;
      for (const category of misses.filter((miss) => miss in CATEGORY_GOALS)) {
        notes.push(`${page} ${category} ${score(lhr, category)}: ${lostPoints(lhr, category).join(', ')}`);
      }
      rows.push([
        cookie ? `${page} (${cookie === visitors.admin ? 'admin' : 'customer'})` : page,
        score(lhr, 'performance'),
        score(lhr, 'accessibility'),
        score(lhr, 'best-practices'),
        score(lhr, 'seo'),
        `${(lcp / 1000).toFixed(2)} s`,
        cls.toFixed(3),
        runs.map((run) => score(run, 'performance')).join(' '),
        misses.length > 0 ? `FAIL (${misses.join(', ')})` : 'PASS',
      ]);
    }
    printTable(
      `Lighthouse ${version}, mobile, median of ${RUNS_PER_PAGE} runs (goals: performance ≥ ${CATEGORY_GOALS.performance}, ` +
        `accessibility ≥ ${CATEGORY_GOALS.accessibility}, best practices ${CATEGORY_GOALS['best-practices']}, ` +
        `SEO ≥ ${CATEGORY_GOALS.seo}, LCP ≤ ${LCP_GOAL_MS / 1000} s, CLS ≤ ${CLS_GOAL}; signed in: performance ≥ ` +
        `${SIGNED_IN_GOALS.performance}, LCP ≤ ${SIGNED_IN_LCP_GOAL_MS / 1000} s)`,
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP',
        'CLS',
        'performance of each run',
        'goal',
      ],
      rows,
    );
    for (const note of notes) console.log(`- ${note}`);
    console.log(`Lighthouse: ${hasMissedGoal ? 'FAIL (a goal is missed)' : 'every goal met'}`);
    return hasMissedGoal ? 1 : 0;
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

process.exitCode = await main();
