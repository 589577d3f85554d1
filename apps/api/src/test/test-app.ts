import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Database } from '../db/client.js';
import { ensureDemoAdmin } from '../auth/ensure-demo-admin.js';
import { loadEnv, type Env } from '../env.js';
import { openTestDatabase, type DriverKind } from './test-database.js';

export type TestApp = { app: FastifyInstance; database: Database; env: Env; close: () => Promise<void> };

/** The whole server on a fresh database, driven with `app.inject` (no open port). */
export async function createTestApp(
  kind: DriverKind,
  {
    env: overrides = {},
    seed = true,
    onRoute,
    logger = false,
    jobs,
  }: {
    env?: Record<string, string>;
    seed?: boolean;
    onRoute?: BuildAppOptions['onRoute'];
    /** Silent unless a test reads the log. */
    logger?: BuildAppOptions['logger'];
    jobs?: BuildAppOptions['jobs'];
  } = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'motoforge-api-tests'),
    PORT: '3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    WEB_DIST: path.join(os.tmpdir(), 'motoforge-no-web-build'),
    ...overrides,
  });
  const database = await openTestDatabase(kind, { seeded: seed });
  const app = await buildApp({ env, database, logger, onRoute, jobs });
  await app.ready();
  if (seed) await ensureDemoAdmin(app.auth, database, env);
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
