import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fillDataDirWithMigratedDatabase, openTestDatabase, raceDrivers } from '../test/test-database.js';
import { openDatabase, type Database } from './client.js';
import { questions } from './schema.js';

describe('embedded PGlite database', () => {
  const opened: Database[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-db-'));
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  // A first start creates and migrates the database: under a minute on a busy machine, and the
  // limit only tells a hang from slowness. The tests after it start from the run's migrated
  // database instead, as a restart does (docs/testing.md).
  it('creates a nested data directory and a migrated database on a first start', { timeout: 120_000 }, async () => {
    const nested = path.join(dataDir, 'a', 'b');
    const database = await openDatabase({ kind: 'pglite', dataDir: nested });
    opened.push(database);
    await database.db.insert(questions).values({ email: 'first@example.com', message: 'a first start?' });
    expect(fs.existsSync(path.join(nested, 'pglite'))).toBe(true);
    expect((await database.db.select().from(questions)).map((row) => row.email)).toEqual(['first@example.com']);
  });

  it('keeps data across restarts', async () => {
    const dir = path.join(dataDir, 'restarts');
    await fillDataDirWithMigratedDatabase(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.insert(questions).values({ email: 'keep@example.com', message: 'still here?' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    opened.push(second);
    const rows = await second.db.select().from(questions);
    expect(rows.map((row) => row.email)).toEqual(['keep@example.com']);
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = path.join(dataDir, 'locked');
    await fillDataDirWithMigratedDatabase(dir);
    opened.push(await openDatabase({ kind: 'pglite', dataDir: dir }));
    // Pretend the lock belongs to another live process (our parent).
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      /already in use by another MotoForge server \(pid \d+\)/,
    );
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dir = path.join(dataDir, 'stale');
    await fillDataDirWithMigratedDatabase(dir);
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    opened.push(database);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });
});

describe.each(raceDrivers)('PostgreSQL connections (%s)', (driver) => {
  it('outlives a connection cut inside a transaction: the transaction fails, the process does not', async () => {
    const database = await openTestDatabase(driver);
    try {
      const cut = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: [{ pid: number }];
        };
        const [{ pid }] = rows;
        // As a database restart does: the server ends this session while no query is under way.
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      // The pool dropped the dead connection and serves the next query from a good one.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('runs work under one key one at a time, each on a connection of its own', async () => {
    const database = await openTestDatabase(driver);
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        events.push(`${name} ends`);
      };
      // Each call takes the lock on a new connection, as another process would.
      await Promise.all([database.oneAtATime(42, work('a')), database.oneAtATime(42, work('b'))]);
      const first = events[0]!.split(' ')[0]!;
      const second = first === 'a' ? 'b' : 'a';
      expect(events).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
    } finally {
      await database.close();
    }
  });
});
