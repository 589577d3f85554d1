import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // A guard against a test that hangs, not a check of speed, as in the other projects: on a
    // machine busy with other work, vitest's default of five seconds is the load's to decide.
    testTimeout: 30_000,
  },
});
