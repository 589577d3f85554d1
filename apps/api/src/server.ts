import { pino } from 'pino';
import { buildApp } from './app.js';
import { ensureDemoAdmin } from './auth/ensure-demo-admin.js';
import { databaseOptionsOf, openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { loadEnv } from './env.js';
import { createStepRunner } from './start-up-steps.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  // Until the app and its logger exist, the start says what it is doing through one of its own.
  const step = createStepRunner(pino({ level: env.LOG_LEVEL }));
  const database = await openDatabase(databaseOptionsOf(env), step);
  if (env.DEMO_MODE) await step('Seeding the demo catalogue', () => seedDemo(database.db), 'first start only');

  const app = await step('Setting up the API and the web pages', async () => {
    const built = await buildApp({ env, database });
    // Ready before anything is done through it: its job queues (the demo admin's e-mail goes by one).
    await built.ready();
    return built;
  });
  if (
    env.DEMO_MODE &&
    (await step('Setting up the demo admin account', () => ensureDemoAdmin(app.auth, database, env))) ===
      'not-the-seed-account'
  ) {
    app.log.warn(
      `Demo mode: ${env.DEMO_ADMIN_EMAIL} belongs to an account the demo seed did not create; it is not made an ` +
        'admin. Remove that account, or set DEMO_ADMIN_EMAIL to an address nobody has used, to get a demo admin.',
    );
  }
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting connections, waits for in-flight requests, then closes the database.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    `MotoForge is open at http://localhost:${env.PORT} (${database.kind}${env.DEMO_MODE ? ', demo mode' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
