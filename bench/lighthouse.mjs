// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the built shop,
// served locally, so nothing leaves the machine. Each page is audited a few times and the run with
// the median performance score is reported, as Lighthouse's own guidance on variability advises.
//
//   node bench/lighthouse.mjs   exits 1 when a score or metric misses its goal
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApi, buildWeb } from './lib/build.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { machineSummary, printTable } from './lib/report.mjs';
import { startShop } from './lib/server.mjs';
import { getText } from './lib/shop-client.mjs';

// The catalogue's pages too (issue 21): /allproducts searched and filtered, and a part's own page.
const PAGES = [
  '/',
  // Bangla home (issue 22): the same goals, with its own font (CLS ≤ 0.05 with it).
  '/bn',
  '/allproducts',
  '/allproducts?q=brake&category=brakes&inStock=true&sort=price-asc',
  '/parts/{id}',
  '/login',
];
// Lighthouse's variability guide: the median of five runs varies about half as much as one run.
// Three here still failed a page one time in three on these shared machines (docs/performance.md).
const RUNS_PER_PAGE = 5;
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

async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORY_GOALS),
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, auditing again`);
  }
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
    const partId = JSON.parse(await getText(shop, '/api/part'))[0]._id;
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) {
        const lhr = await audit(shop.baseUrl + page.replace('{id}', partId), chrome.port);
        version = lhr.lighthouseVersion;
        runs.push(lhr);
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)];
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const misses = Object.entries(CATEGORY_GOALS)
        .filter(([category, goal]) => score(lhr, category) < goal)
        .map(([category]) => category);
      if (lcp > LCP_GOAL_MS) misses.push('LCP');
      if (cls > CLS_GOAL) misses.push('CLS');
      hasMissedGoal ||= misses.length > 0;
      for (const category of misses.filter((miss) => miss in CATEGORY_GOALS)) {
        notes.push(`${page} ${category} ${score(lhr, category)}: ${lostPoints(lhr, category).join(', ')}`);
      }
      rows.push([
        page,
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
        `SEO ≥ ${CATEGORY_GOALS.seo}, LCP ≤ ${LCP_GOAL_MS / 1000} s, CLS ≤ ${CLS_GOAL})`,
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
