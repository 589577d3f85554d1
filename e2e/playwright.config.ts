import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { OIDC_ORIGIN, OIDC_PORT } from './support/google-identity';
import { SSLCOMMERZ_ORIGIN, SSLCOMMERZ_PORT, SSLCOMMERZ_STORE } from './support/sslcommerz';
import { PATHAO_ORIGIN, PATHAO_PORT } from './support/pathao';
import { STEADFAST_KEYS, STEADFAST_ORIGIN, STEADFAST_PORT } from './support/steadfast';
import { E2E_METRICS_TOKEN } from './support/metrics';

// E2E_PORT lets two runs share a machine (the OIDC server takes the next port, SSLCommerz the one
// after, Steadfast the one after that).
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Debian's Chromium without its window system: its old headless shell (package
 * chromium-headless-shell) when installed, which runs the suite in less CPU time than the full
 * browser's headless mode (ADR 074), else the full browser. E2E_CHROMIUM chooses another.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/lib/chromium/chromium-headless-shell')
    ? '/usr/lib/chromium/chromium-headless-shell'
    : '/usr/bin/chromium');
const baseURL = `http://127.0.0.1:${PORT}`;
const RUN_DIR = `.data/run-${PORT}`;
/** The spec that changes shop-wide settings: a project of its own (below). */
const SHOP_SETTINGS_SPEC = /shop-settings\.spec\.ts$/;
/** The spec that takes Steadfast down for the whole shop: a project of its own too. */
const STEADFAST_OUTAGE_SPEC = /steadfast-outage\.spec\.ts$/;
/**
 * What the phone project runs (ADR 040): the specs about how pages look and are used at 390 px
 * (layout, accessibility, keyboard, Bangla, the home page, the catalogue, its parts diagrams, the checkout, quick order and the offline shop), and any other test
 * tagged `@phone`. The flows behind the pages (orders, payments, accounts, the back office) are
 * the same code at every width and run once, at 1280 px. Playwright matches `grep` against the
 * project's name, the file's name, the titles and the tags.
 */
const PHONE_TESTS =
  /@phone|[\s/](accessibility|bangla|catalogue|checkout|customer-responsive|first-use|home|installable|keyboard|layout|long-content|parts-diagrams|quick-order|responsive|vat-invoice|cod-risk|returns|workshop)\.spec\.ts\s/;

/**
 * The suite runs the BUILT shop (`npm run build` first), one server for the whole run, on a
 * fresh embedded database in demo mode, in Debian's Chromium (never `npx playwright install`).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // The CI machine has two cores: one for the server, one or two for the browsers.
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${PORT}` }]],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL,
    // The shop's service worker runs only in the spec about it (installable.spec.ts, which allows
    // it): every other test starts in a fresh context, and would install it for nothing.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: [SHOP_SETTINGS_SPEC, STEADFAST_OUTAGE_SPEC],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: PHONE_TESTS,
      grepInvert: /@desktop/,
      testIgnore: [SHOP_SETTINGS_SPEC, STEADFAST_OUTAGE_SPEC],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // It changes the delivery fees and the COD ceiling of the one shop every spec shares, which
      // other specs' checkouts assert: it runs alone, after them, and puts the defaults back (ADR 031).
      name: 'shop-settings',
      testMatch: SHOP_SETTINGS_SPEC,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Steadfast down fails every parcel handed to it meanwhile, and every look a follow job takes
      // (the Jobs page lists those): it runs alone, after the others, shop-settings included (whose
      // COD limit its checkout would meet), and brings Steadfast back.
      name: 'steadfast-outage',
      testMatch: STEADFAST_OUTAGE_SPEC,
      dependencies: ['shop-settings'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // Stands in for Google (support/oidc-server.mjs); it must be up before the shop reads its discovery document.
      name: 'oidc',
      command: `exec node support/oidc-server.mjs ${OIDC_PORT}`,
      cwd: import.meta.dirname,
      url: `${OIDC_ORIGIN}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Stands in for SSLCommerz (tools/fake-sslcommerz): the shop's real client pays through it, and
      // the browser goes to its hosted page and back. It only needs to be up before a payment starts.
      name: 'sslcommerz',
      command:
        `exec ../node_modules/.bin/tsx ../tools/fake-sslcommerz/cli.ts --port ${SSLCOMMERZ_PORT} ` +
        `--store-id ${SSLCOMMERZ_STORE.id} --store-password ${SSLCOMMERZ_STORE.password}`,
      cwd: import.meta.dirname,
      url: `${SSLCOMMERZ_ORIGIN}/__fake/controls`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Stands in for Steadfast Courier (tools/fake-steadfast): the shop's client hands parcels to it,
      // and tests move them along or take it down through its /__fake controls.
      name: 'steadfast',
      command:
        `exec ../node_modules/.bin/tsx ../tools/fake-steadfast/cli.ts --port ${STEADFAST_PORT} ` +
        `--api-key ${STEADFAST_KEYS.apiKey} --secret-key ${STEADFAST_KEYS.secretKey}`,
      cwd: import.meta.dirname,
      url: `${STEADFAST_ORIGIN}/__fake/controls`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Stands in for Pathao (tools/fake-pathao): its default credentials are the shop's below, and
      // moving an order along through its /__fake controls calls the shop's webhook.
      name: 'pathao',
      command:
        `exec ../node_modules/.bin/tsx ../tools/fake-pathao/cli.ts --port ${PATHAO_PORT} ` +
        `--webhook-url ${baseURL}/api/webhooks/pathao`,
      cwd: import.meta.dirname,
      url: `${PATHAO_ORIGIN}/__fake/orders`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'shop',
      // A fresh data directory every run, so the demo seed is the only data, and a copy of the built
      // SPA, so a rebuild during the run cannot swap its chunks under the browser. `env -u` keeps
      // the server on the embedded database even when CI exports DATABASE_URL for the API tests.
      command:
        `rm -rf ${RUN_DIR} && mkdir -p ${RUN_DIR} && cp -R ../apps/web/dist ${RUN_DIR}/web && ` +
        'exec env -u DATABASE_URL node ../apps/api/dist/server.js',
      cwd: import.meta.dirname,
      url: `${baseURL}/api/config`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: `${RUN_DIR}/db`,
        WEB_DIST: `${RUN_DIR}/web`,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        // Every test signs its own customers up from 127.0.0.1; the limit itself is tested in the API suite.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        // better-auth builds the Google callback URL and checks origins from PUBLIC_URL: it must be
        // the origin the browser uses, or the OAuth state cookie and the callback would not meet.
        PUBLIC_URL: baseURL,
        // "Google" is the local OpenID Connect server above (GOOGLE_DISCOVERY_URL is test-only).
        GOOGLE_CLIENT_ID: 'motoforge-e2e-client',
        GOOGLE_CLIENT_SECRET: 'motoforge-e2e-secret',
        GOOGLE_DISCOVERY_URL: `${OIDC_ORIGIN}/.well-known/openid-configuration`,
        // Pay online (docs/product.md#paying-online) through the fake above; without an SMS gateway, the COD codes
        // are read in the outbox, as in the embedded shop.
        SSLCOMMERZ_STORE_ID: SSLCOMMERZ_STORE.id,
        SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_STORE.password,
        SSLCOMMERZ_BASE_URL: SSLCOMMERZ_ORIGIN,
        // Ship with Steadfast (docs/product.md#orders) through the fake above, whose parcels the shop looks at
        // every 2 seconds instead of every 30 minutes (STEADFAST_CHECK_SECONDS is test-only).
        STEADFAST_API_KEY: STEADFAST_KEYS.apiKey,
        STEADFAST_SECRET_KEY: STEADFAST_KEYS.secretKey,
        STEADFAST_BASE_URL: `${STEADFAST_ORIGIN}/api/v1`,
        STEADFAST_CHECK_SECONDS: '2',
        // Pathao beside it (docs/orders.md#couriers), its status by its signed webhook.
        PATHAO_BASE_URL: PATHAO_ORIGIN,
        PATHAO_CLIENT_ID: 'fake-pathao-client-id',
        PATHAO_CLIENT_SECRET: 'fake-pathao-client-secret',
        PATHAO_USERNAME: 'merchant@example.com',
        PATHAO_PASSWORD: 'fake-pathao-password',
        PATHAO_STORE_ID: '148001',
        PATHAO_WEBHOOK_SECRET: 'fake-pathao-webhook-secret',
        PATHAO_WEBHOOK_INTEGRATION_SECRET: 'f3992ecc-59da-4cbe-a049-a13da2018d51',
        // /metrics, where the field vitals of the visits land (vitals.spec.ts). No visit is sampled
        // unless its browser asks to be (localStorage motoforge.vitals = always).
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        VITALS_SAMPLE_RATE: '0',
      },
    },
  ],
});
