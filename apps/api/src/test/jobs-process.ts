import readline from 'node:readline';
import { buildApp } from '../app.js';
import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { sendEmailJob } from '../jobs/send-email.js';

/**
 * The shop's app with its job workers as a process of its own, for the jobs' process tests
 * (jobs-processes.test.ts): its database is the environment's (DATABASE_URL or DATA_DIR); each
 * line on stdin, `{ "to": …, "expireInSeconds"?: … }`, adds an e-mail job, answered `enqueued`.
 */
const env = loadEnv(process.env);
const database = await openDatabase(databaseOptionsOf(env));
const app = await buildApp({
  env,
  database,
  logger: false,
  jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
});
await app.ready();

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'ready?') {
    console.log('ready');
    continue;
  }
  const { to, expireInSeconds } = JSON.parse(line) as { to: string; expireInSeconds?: number };
  await enqueueJob(
    database.db,
    sendEmailJob,
    { to, subject: `Hello ${to}`, text: 'A job that outlives its process', purpose: 'test' },
    expireInSeconds ? { expireInSeconds } : {},
  );
  console.log(`enqueued ${to}`);
}
await app.close();
await database.close();
