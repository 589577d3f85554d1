// Page weight: the JavaScript and CSS a first visit to each page downloads, measured in Chromium
// against the built shop (not guessed from file names), gzipped here at level 9 for a stable
// number. What each chunk contains comes from its source map, so code of the wrong kind on a
// public page is found wherever the bundler put it.
//
//   node bench/page-weight.mjs   exits 1 when a budget is exceeded
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApi, buildWeb } from './lib/build.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { repoRoot, webDist } from './lib/paths.mjs';
import { kB, machineSummary, printTable } from './lib/report.mjs';
import { startShop } from './lib/server.mjs';
import { measureStackFloor } from './lib/stack-floor.mjs';
import { getText, signUp } from './lib/shop-client.mjs';

const HOME_JS_BUDGET_BYTES = 100_000;
// Bangla home (issue 22): its translations and digits cost at most this much JS over English home.
const BANGLA_HOME_EXTRA_JS_BYTES = 8_000;
// The catalogue's pages too (issue 21): /allproducts searched and filtered, and a part's own page.
const PUBLIC_ROUTES = [
  '/',
  '/bn',
  '/allproducts',
  '/allproducts?q=brake&category=brakes&inStock=true&sort=price-asc',
  '/parts/{id}',
  '/blogs',
  '/portfolio',
  '/login',
  '/signup',
];
const SIGNED_IN_ROUTES = ['/purchase/{id}', '/dashboard'];
// A chunk without a source map can only be searched for text; past this size that is not enough.
const MAX_UNMAPPED_CHUNK_BYTES = 2_000;

/** Code a visitor who is not signed in never needs (paths relative to the repository root). */
const SIGNED_IN_CODE = [
  { kind: 'Stripe', pattern: /(^|\/)node_modules\/@stripe\// },
  {
    kind: 'dashboard',
    pattern: /^apps\/web\/src\/(app\/routes\/dashboard\/|features\/(dashboard|profile|payments)\/)/,
  },
  { kind: 'orders', pattern: /^apps\/web\/src\/(app\/routes\/purchase|features\/orders\/)/ },
  // The route guards and the shared contract's schemas are not counted: small, and needed to route.
  { kind: 'admin', pattern: /^apps\/web\/src\/features\/admin\// },
];

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

const contentsCache = new Map();
/** The kinds of signed-in code in a built chunk, from its source map's list of sources. */
function signedInCodeIn(file, bytes) {
  if (contentsCache.has(file)) return contentsCache.get(file);
  const mapFile = path.join(webDist, 'assets', `${file}.map`);
  let kinds;
  if (existsSync(mapFile)) {
    const sources = JSON.parse(readFileSync(mapFile, 'utf8')).sources.map((source) =>
      path
        .relative(repoRoot, path.resolve(path.dirname(mapFile), source))
        .split(path.sep)
        .join('/'),
    );
    kinds = SIGNED_IN_CODE.filter(({ pattern }) => sources.some((source) => pattern.test(source))).map(
      ({ kind }) => kind,
    );
  } else if (bytes.length <= MAX_UNMAPPED_CHUNK_BYTES) {
    kinds = /stripe/i.test(bytes.toString('utf8')) ? ['Stripe'] : [];
  } else {
    throw new Error(
      `${file} has no source map, so its contents are unknown: keep build.sourcemap on in vite.config.ts`,
    );
  }
  contentsCache.set(file, kinds);
  return kinds;
}

/** Opens `route` in a fresh browser context (empty cache) and records every JS and CSS response. */
async function firstVisit(browser, shop, route, account) {
  const context = await browser.newContext();
  try {
    if (account) {
      const signIn = await context.request.post(`${shop.baseUrl}/api/auth/sign-in/email`, {
        headers: { origin: shop.origin },
        data: account,
      });
      if (!signIn.ok()) throw new Error(`signing in for ${route} answered ${signIn.status()}`);
    }
    const page = await context.newPage();
    const bodies = [];
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const type = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : undefined;
      if (type && response.ok())
        bodies.push(response.body().then((bytes) => ({ file: path.basename(pathname), type, bytes })));
    });
    const seen = new Set();
    let lastResponseAt = Date.now();
    page.on('response', (response) => {
      seen.add(new URL(response.url()).pathname);
      lastResponseAt = Date.now();
    });
    await page.goto(shop.baseUrl + route, { waitUntil: 'networkidle' });
    // boot.js starts the app after the first paint (ADR 003): on a busy machine that can come after
    // the network has been quiet for networkidle's 500 ms. Wait for the entry chunk, then for the
    // network to be quiet for a second again.
    const entry = await page.locator('script[data-entry]').getAttribute('data-entry');
    const entryPath = entry && new URL(entry, shop.baseUrl).pathname;
    if (entryPath && !seen.has(entryPath)) {
      const deadline = Date.now() + 30_000;
      while (!seen.has(entryPath)) {
        if (Date.now() > deadline) throw new Error(`${route} never asked for its entry chunk ${entryPath}`);
        await page.waitForTimeout(100);
      }
      while (Date.now() - lastResponseAt < 1_000) await page.waitForTimeout(200);
    }
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== new URL(route, shop.baseUrl).pathname)
      throw new Error(`${route} ended on ${landedOn}: the page did not load as that visitor`);
    if (pageErrors.length > 0) throw new Error(`${route} threw: ${pageErrors.join('; ')}`);
    const files = new Map((await Promise.all(bodies)).map((body) => [body.file, body]));
    return [...files.values()].map((body) => ({
      ...body,
      gzip: gzipSize(body.bytes),
      signedInCode: body.type === 'js' ? signedInCodeIn(body.file, body.bytes) : [],
    }));
  } finally {
    await context.close();
  }
}

async function main() {
  console.log(`Page weight · ${machineSummary()}`);
  buildApi();
  buildWeb();
  const shop = await startShop({ name: 'the shop' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const account = { email: 'page-weight@example.com', password: 'page-weight-password' };
    await signUp(shop, { name: 'Page Weight', ...account });
    const partId = JSON.parse(await getText(shop, '/api/part'))[0]._id;

    const visits = [];
    for (const route of PUBLIC_ROUTES) {
      const url = route.replace('{id}', partId);
      visits.push({ route, isPublic: true, files: await firstVisit(browser, shop, url) });
    }
    for (const route of SIGNED_IN_ROUTES) {
      const url = route.replace('{id}', partId);
      visits.push({ route, isPublic: false, files: await firstVisit(browser, shop, url, account) });
    }

    let isOverBudget = false;
    const jsOf = (route) =>
      visits
        .find((visit) => visit.route === route)
        .files.filter((file) => file.type === 'js')
        .reduce((total, file) => total + file.gzip, 0);
    const banglaExtra = jsOf('/bn') - jsOf('/');
    const rows = visits.map(({ route, isPublic, files }) => {
      const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      const js = sum('js');
      const found = [...new Set(files.flatMap((file) => file.signedInCode))];
      const problems = [];
      if (route === '/' && js > HOME_JS_BUDGET_BYTES) problems.push(`JS over ${kB(HOME_JS_BUDGET_BYTES)}`);
      if (route === '/bn' && banglaExtra > BANGLA_HOME_EXTRA_JS_BYTES)
        problems.push(`${kB(banglaExtra)} JS over English home's, more than ${kB(BANGLA_HOME_EXTRA_JS_BYTES)}`);
      if (isPublic && found.length > 0) problems.push(`${found.join(', ')} code`);
      isOverBudget ||= problems.length > 0;
      const budget = !isPublic
        ? '(signed in: reported only)'
        : `${route === '/' ? `JS ≤ ${kB(HOME_JS_BUDGET_BYTES)}, ` : ''}${
            route === '/bn' ? `JS ≤ home's + ${kB(BANGLA_HOME_EXTRA_JS_BYTES)} (${kB(banglaExtra)} more), ` : ''
          }no Stripe, dashboard, orders or admin code: ${
            problems.length > 0 ? `FAIL (${problems.join('; ')})` : 'PASS'
          }`;
      return [
        route,
        files.filter((file) => file.type === 'js').length,
        kB(js),
        kB(sum('css')),
        kB(js + sum('css')),
        found.join(', ') || 'none',
        budget,
      ];
    });
    printTable(
      'First visit, JS and CSS downloaded (gzip -9 of the bytes served)',
      ['route', 'JS files', 'JS gzip', 'CSS gzip', 'total gzip', 'signed-in code', 'budget'],
      rows,
    );

    const chunks = new Map();
    for (const { route, files } of visits) {
      for (const file of files) {
        const chunk = chunks.get(file.file) ?? { ...file, routes: [] };
        chunk.routes.push(route);
        chunks.set(file.file, chunk);
      }
    }
    printTable(
      'Files loaded, largest first',
      ['file', 'gzip', 'signed-in code', 'loaded on'],
      [...chunks.values()]
        .sort((a, b) => b.gzip - a.gzip)
        .map((chunk) => [
          chunk.file,
          kB(chunk.gzip),
          chunk.signedInCode.join(', ') || '—',
          chunk.routes.length === visits.length ? 'every page' : chunk.routes.join(' '),
        ]),
    );
    // The budget next to what the pinned stack weighs with no shop code at all.
    const floor = await measureStackFloor();
    const homeJs = jsOf('/');
    printTable(
      'Home JS against the stack it is built on (gzip -9)',
      ['what', 'JS gzip'],
      [
        ['one-page app: React 19 + react-router data router + TanStack Query, nothing else', kB(floor.react)],
        ['the same app on Preact, as the shop is built (ADR 004)', kB(floor.preact)],
        ['home page, first visit', kB(homeJs)],
        ['home page above that stack on Preact (shop code, forms…)', kB(homeJs - floor.preact)],
        ['budget', kB(HOME_JS_BUDGET_BYTES)],
      ],
    );
    console.log(`Page weight: ${isOverBudget ? 'FAIL (a budget is exceeded)' : 'every budget met'}`);
    return isOverBudget ? 1 : 0;
  } finally {
    await browser.close();
    await shop.stop();
  }
}

process.exitCode = await main();
