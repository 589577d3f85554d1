import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once, whatever the cores (vitest's default is one fewer than the cores):
    // the API's tests spend much of their time waiting on PostgreSQL and on the server processes
    // they start, and the web's on jsdom; on 2 cores a run took 4.6 minutes instead of 6.2.
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/api', 'apps/web', 'tools'],
  },
});
