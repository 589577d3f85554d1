import { defineConfig } from 'vitest/config';
import api from './apps/api/vitest.config.ts';

/**
 * The web tests that need a jsdom and a module graph of their own: they replace modules with
 * vi.mock, depend on module state (the toasts, the message catalogues, the session) that another
 * file's tests leave behind, or define texts of their own, which locales.test.ts would then find
 * without a Bangla.
 */
const WEB_TESTS_APART = [
  'src/app/routes/dashboard/in-bangla.test.tsx',
  'src/app/routes/dashboard/order.test.tsx',
  'src/components/ui/ui-in-bangla.test.tsx',
  'src/features/orders/components/checkout-form.test.tsx',
  'src/features/questions/components/ask-question-form-swap.test.tsx',
  'src/features/questions/components/ask-question-form-tap.test.tsx',
  'src/features/orders/components/place-order-form.test.tsx',
  'src/features/orders/components/sales-report.test.tsx',
  'src/features/payments/components/confirm-cash-on-delivery.test.tsx',
  'src/features/payments/components/in-bangla.test.tsx',
  'src/features/payments/components/online-payment.test.tsx',
  'src/features/payments/components/order-advance.test.tsx',
  'src/features/payments/components/stripe-card-payment.test.tsx',
  'src/lib/i18n.test.ts',
  'src/lib/service-worker-update.test.tsx',
];

/**
 * The API tests that replace modules with vi.mock: they need a module graph of their own. The other
 * API files share one per worker (ADR 074).
 */
const API_TESTS_APART = [
  'src/cache/catalogue-cache.test.ts',
  'src/cache/catalogue-cache-changes.test.ts',
  'src/cache/kept-searches.test.ts',
  'src/pages/server-rendering.test.ts',
  'src/pages/server-rendering-catalogue.test.ts',
  'src/plugins/auth.test.ts',
];

export default defineConfig({
  test: {
    // Two test files at once, whatever the cores (vitest's default is one fewer than the cores):
    // the API's tests spend much of their time waiting on PostgreSQL and on the server processes
    // they start, and the web's on jsdom; on 2 cores a run took 4.6 minutes instead of 6.2.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      {
        // One module graph for all the API files a worker runs: importing the server's modules anew
        // for every file took about a third of the API tests' time (ADR 074). Each file still
        // builds its own server on its own database. Spread, not `extends`, which would add this
        // include to the API config's own.
        ...api,
        root: './apps/api',
        test: { ...api.test, name: 'api', exclude: API_TESTS_APART, isolate: false },
      },
      {
        ...api,
        root: './apps/api',
        test: { ...api.test, name: 'api-apart', include: API_TESTS_APART },
      },
      'tools',
      {
        // One jsdom and one module graph for all the web files a worker runs, instead of a new one
        // per file: setting up jsdom and importing the app again took most of the web tests' time
        // (docs/testing.md). The setup file cleans up after every test.
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_TESTS_APART, isolate: false },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web-apart', include: WEB_TESTS_APART },
      },
    ],
  },
});
