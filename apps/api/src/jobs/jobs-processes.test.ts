import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { drivers, fillDataDirWithMigratedDatabase, raceDrivers } from '../test/test-database.js';
import { startTestSmtp, type TestSmtp } from '../test/test-smtp.js';
import { enqueueJob } from './enqueue-job.js';
import { sendEmailJob } from './send-email.js';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/** src/test/jobs-process.ts as a real process: the app and its job workers, fed jobs on stdin. */
function startJobsProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/test/jobs-process.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // A process starting on a busy machine (tsx compiling, the database opening) takes its time.
  const said = async (line: string) => {
    await expect.poll(() => output, { timeout: 120_000 }).toContain(line);
    if (child.exitCode !== null) throw new Error(`the jobs process ended:\n${output}`);
  };
  return {
    ready: async () => {
      child.stdin.write('ready?\n');
      await said('ready');
    },
    enqueue: async (to: string, expireInSeconds?: number) => {
      child.stdin.write(`${JSON.stringify({ to, expireInSeconds })}\n`);
      await said(`enqueued ${to}`);
    },
    kill: async (signal: NodeJS.Signals) => {
      child.kill(signal);
      await exited;
    },
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
type JobsProcess = ReturnType<typeof startJobsProcess>;

/** A PostgreSQL database of its own (the processes and this test share it), or a PGlite directory. */
async function makeDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-jobs-'));
    await fillDataDirWithMigratedDatabase(dataDir);
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `motoforge_jobs_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe.each(drivers)('a job whose process is killed (kill -9) on %s', (driver) => {
  let smtp: TestSmtp;
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  const running: JobsProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await makeDatabase(driver);
  });
  afterAll(async () => {
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
    await smtp.close();
    await database.drop();
  });

  it('is run again by the next process, and arrives once', { timeout: 300_000 }, async () => {
    const env: Record<string, string> = { ...database.env, SMTP_URL: smtp.url };
    const first = startJobsProcess(env);
    running.push(first);
    await first.ready();
    // The SMTP server leaves the first e-mail unanswered: the process dies while sending it.
    smtp.holdNext();
    await first.enqueue('outlives@example.com', 3);
    await expect.poll(() => smtp.heldCount(), { timeout: 20_000 }).toBe(1);
    await first.kill('SIGKILL');

    const second = startJobsProcess(env);
    running.push(second);
    await second.ready();
    // Its time (3 s) runs out, pg-boss fails it for a retry, and the living process sends it.
    await expect.poll(() => smtp.to('outlives@example.com').length, { timeout: 30_000 }).toBe(1);
    await second.stop();
    expect(smtp.to('outlives@example.com')).toHaveLength(1);
  });
});

describe.each(raceDrivers)('jobs shared by two processes on %s', (driver) => {
  let smtp: TestSmtp;
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  const running: JobsProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await makeDatabase(driver);
  });
  afterAll(async () => {
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
    await smtp.close();
    await database.drop();
  });

  it('runs each job once, also those added while no process ran', { timeout: 300_000 }, async () => {
    const env: Record<string, string> = { ...database.env, SMTP_URL: smtp.url };
    // The first process makes the tables and queues, and stops: the jobs wait in the database.
    const first = startJobsProcess(env);
    running.push(first);
    await first.ready();
    await first.stop();
    const shop = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL! });
    const addresses = Array.from({ length: 30 }, (_, index) => `buyer-${index}@example.com`);
    try {
      await shop.db.transaction(async (tx) => {
        for (const to of addresses.slice(0, 15)) {
          await enqueueJob(tx, sendEmailJob, { to, subject: `Hello ${to}`, text: 'Once', purpose: 'test' });
        }
      });
      const two = [startJobsProcess(env), startJobsProcess(env)];
      running.push(...two);
      await Promise.all(two.map((process) => process.ready()));
      for (const to of addresses.slice(15)) {
        await enqueueJob(shop.db, sendEmailJob, { to, subject: `Hello ${to}`, text: 'Once', purpose: 'test' });
      }
      await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(addresses.length);
      // Two more polls of both processes: nothing runs twice.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.received.map((mail) => [mail.to].flat()[0]?.text).sort()).toEqual([...addresses].sort());
      await Promise.all(two.map((process) => process.stop()));
    } finally {
      await shop.close();
    }
  });
});
