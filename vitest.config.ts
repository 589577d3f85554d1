import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    // Two test files at once, whatever the cores (vitest's default is one fewer than the cores):
    // the API's tests spend much of their time waiting on PostgreSQL and on the server processes
    // they start, and the web's on jsdom; on 2 cores a run took 4.6 minutes instead of 6.2.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/api',
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
