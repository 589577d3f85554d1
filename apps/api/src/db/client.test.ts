import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { questions } from './schema.js';

describe('embedded PGlite database', () => {
  const opened: Database[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-db-'));
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it('creates a nested data directory and keeps data across restarts', async () => {
    const nested = path.join(dataDir, 'a', 'b');
    const first = await openDatabase({ kind: 'pglite', dataDir: nested });
    await first.db.insert(questions).values({ email: 'keep@example.com', message: 'still here?' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: nested });
    opened.push(second);
    const rows = await second.db.select().from(questions);
    expect(rows.map((row) => row.email)).toEqual(['keep@example.com']);
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = path.join(dataDir, 'locked');
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
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    opened.push(database);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });
});
