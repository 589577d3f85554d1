import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A guard against a test that hangs, not a check of speed: loading the whole contract twice
    // (lazy-schema.test.ts) takes under a second on an idle machine, and took over five (vitest's
    // default) with two busy CPU loops beside CI (docs/testing.md).
    testTimeout: 30_000,
  },
});
