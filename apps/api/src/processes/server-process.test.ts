import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { fillDataDirWithMigratedDatabase } from '../test/test-database.js';

/** The server as a process, on the embedded database: shutdown, crashes and the data-dir lock. */
describe('server process on PGlite', { timeout: 120_000 }, () => {
  const started: ServerProcess[] = [];
  const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-process-'));
  // A first start (create, migrate, seed) takes long on a busy machine: the tests that are not
  // about it start from a copy of a data directory holding the run's migrated database.
  let migrated: string;
  beforeAll(async () => {
    migrated = freshDir();
    await fillDataDirWithMigratedDatabase(migrated);
  }, 120_000);
  afterAll(() => fs.rmSync(migrated, { recursive: true, force: true }));
  const dataDir = () => {
    const dir = freshDir();
    fs.cpSync(migrated, dir, { recursive: true });
    return dir;
  };
  const start = async (env: Record<string, string>, options?: { waitUntilReady?: boolean }) => {
    const server = await startServerProcess(env, options);
    started.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
  });

  it('finishes a request that is in flight when SIGTERM arrives, then exits 0', async () => {
    const port = await freePort();
    const server = await start({ DATA_DIR: dataDir(), PORT: port });
    const body = JSON.stringify({ email: 'late@example.com', message: 'Asked while the shop was closing' });
    // Send half the body, signal the server, then send the rest: the request is truly in flight.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/question',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 300);
    });
    await expect(answer).resolves.toEqual({ status: 200, body: '{"success":true}' });
    await expect(server.exited).resolves.toBe(0);
  });

  it('says what it is doing while a first start creates, migrates and seeds its database', async () => {
    const server = await start({ DATA_DIR: freshDir(), PORT: await freePort(), LOG_LEVEL: 'info', DEMO_MODE: 'true' });
    // The shop answers as soon as it listens; its last line may reach us a moment after that.
    await vi.waitFor(() => expect(server.output()).toContain('MotoForge is open at'), { timeout: 10_000 });
    const said = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    const steps = [
      /^Creating the database in .*pglite \(first start: up to a minute on a slow machine\)…$/,
      /^Applying database migrations…$/,
      /^Seeding the demo catalogue \(first start only\)…$/,
      /^Setting up the API and the web pages…$/,
      /^Setting up the demo admin account…$/,
      /^MotoForge is open at /,
    ];
    const where = steps.map((step) => said.findIndex((message) => step.test(message)));
    expect(
      where.every((index) => index >= 0),
      said.join('\n'),
    ).toBe(true);
    expect(where, 'in the order they happen').toEqual([...where].sort((a, b) => a - b));
    // Each step says when it is done, and how long it took.
    expect(said.filter((message) => /: done in \d+\.\d s$/.test(message))).toHaveLength(5);
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = dataDir();
    await start({ DATA_DIR: dir, PORT: await freePort() });
    const second = await start({ DATA_DIR: dir, PORT: await freePort() }, { waitUntilReady: false });
    await expect(second.exited).resolves.toBe(1);
    expect(second.output()).toMatch(/already in use by another MotoForge server \(pid \d+\)/);
  });

  it('opens the data directory again after kill -9, with every acknowledged write', async () => {
    const dir = dataDir();
    const port = await freePort();
    const first = await start({ DATA_DIR: dir, PORT: port });
    const asked: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${first.url}/api/question`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'crash@example.com', message: `Before the crash ${i}` }),
      });
      asked.push(response.status);
    }
    expect(asked).toEqual([200, 200, 200, 200, 200]);
    await first.stop('SIGKILL');

    const second = await start({ DATA_DIR: dir, PORT: port });
    const parts = await fetch(`${second.url}/api/part`);
    expect(parts.status).toBe(200);
    // The questions survive: read them straight from the data directory once the server is gone.
    await second.stop('SIGTERM');
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dir, 'pglite'));
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from questions where email = 'crash@example.com'",
    );
    await db.close();
    expect(rows[0]?.count).toBe(5);
  });
});
