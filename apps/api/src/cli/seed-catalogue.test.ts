import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProgram, apiRoot } from '../test/api-program.js';
import { openDatabase, type Database } from '../db/client.js';
import { drivers, type DriverKind } from '../test/test-database.js';

const run = promisify(execFile);

/** Where the CLI keeps the catalogue: a PGlite data directory, or a PostgreSQL database of its own. */
async function createTarget(kind: DriverKind) {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-seed-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `motoforge_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const countsIn = async (database: Database) => {
  const answer = (await database.db.execute(
    sql`select (select count(*) from parts where deleted_at is null)::int as parts,
               (select count(*) from parts where sku ~ '^MF-[A-Z]{3}-[0-9]{6}$')::int as seeded,
               (select count(distinct sku) from parts)::int as skus,
               (select count(*) from vehicles)::int as vehicles,
               (select count(*) from fitments)::int as fitments,
               (select count(*) from parts p where sku ~ '^MF-' and not exists
                  (select 1 from fitments f where f.part_id = p.id))::int as universal`,
  )) as unknown as { rows: Record<string, number>[] };
  return answer.rows[0];
};

/** Runs the CLI as `npm run seed:catalogue` does, with `env` naming where the catalogue is. */
const cliWith =
  (env: Record<string, string | undefined>) =>
  (...args: string[]) =>
    run(process.execPath, [...apiProgram('cli/seed-catalogue'), ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

// Arguments are read before any database is opened: once, whatever the drivers.
describe('seed-catalogue CLI arguments', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-seed-args-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cli = cliWith({ DATA_DIR: dataDir });

  it('refuses bad arguments with the reason and how to call it', async () => {
    for (const [args, reason] of [
      [[], '--parts is required'],
      [['--parts', '0'], '--parts must be a whole number from 1 to 1,000,000'],
      [['--parts', '12x'], '--parts must be a whole number from 1 to 1,000,000'],
      [['--parts', '10', '--vehicles', '3'], '--vehicles must be a whole number from'],
      [['--parts', '10', '--fitment-per-part', '-1'], '--fitment-per-part'],
      [['--parts', '10', '--colour', 'red'], "Unknown option '--colour'"],
    ] as const) {
      const answer = await cli(...args);
      expect(answer.code).toBe(2);
      expect(answer.output).toContain(reason);
      expect(answer.output).toContain('Usage: npm run seed:catalogue -- --parts N');
    }
  });
});

/** `npm run seed:catalogue -- --parts N`: a large catalogue, made in SQL, for benchmarks. */
describe.each(drivers)('seed-catalogue CLI on %s', { timeout: 180_000 }, (kind) => {
  let target: Awaited<ReturnType<typeof createTarget>>;
  beforeAll(async () => {
    target = await createTarget(kind);
  });
  afterAll(() => target.remove());

  const cli = (...args: string[]) => cliWith(target.env)(...args);

  it('makes the parts, vehicles and fitment asked for, adds more on a second run, and replaces with --replace', async () => {
    const first = await cli('--parts', '300', '--vehicles', '80', '--fitment-per-part', '5');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/Done in [\d.]+ s: the catalogue has 300 parts, 80 vehicles and [\d,]+ fitment rows/);

    // PGlite allows one process per data directory: the test opens it only between the CLI's runs.
    const inDatabase = async <T>(read: (database: Database) => Promise<T>) => {
      const database = await target.open();
      try {
        return await read(database);
      } finally {
        await database.close();
      }
    };
    const afterFirst = await inDatabase(countsIn);
    expect(afterFirst).toMatchObject({ parts: 300, seeded: 300, skus: 300, vehicles: 80 });
    // Five rows per part on average, a few parts universal (no fitment listed).
    expect(afterFirst?.fitments).toBeGreaterThan(300 * 4.8);
    expect(afterFirst?.fitments).toBeLessThan(300 * 5.2);
    expect(afterFirst?.universal).toBeGreaterThan(0);
    // Every vehicle has its five parts diagrams, each numbering parts that fit it.
    const diagrams = await inDatabase(async (database) => {
      const answer = (await database.db.execute(
        sql`select (select count(*) from assemblies)::int as assemblies,
                   (select count(distinct vehicle_id) from assemblies)::int as vehicles,
                   (select count(*) from assembly_callouts)::int as callouts,
                   (select count(*) from assembly_callouts c join assemblies a on a.id = c.assembly_id
                      where not exists (select 1 from fitments f
                                        where f.part_id = c.part_id and f.vehicle_id = a.vehicle_id))::int as unfitting`,
      )) as unknown as { rows: Record<string, number>[] };
      return answer.rows[0];
    });
    expect(diagrams).toMatchObject({ assemblies: 80 * 5, vehicles: 80, unfitting: 0 });
    expect(diagrams?.callouts).toBeGreaterThan(80 * 12);

    // Parts look like a shop's: a category, a name that says what it fits, OEM numbers, stock.
    const sample = await inDatabase(
      async (database) =>
        (await database.db.execute(
          sql`select name, sku, category, oem_numbers, part_numbers from parts order by position limit 1`,
        )) as unknown as { rows: Record<string, unknown>[] },
    );
    expect(sample.rows[0]).toMatchObject({
      name: expect.stringMatching(/^[\w ,/.-]+, (Standard|Heavy Duty|Premium|Economy|Racing), \w+ [\w -]+$/),
      sku: expect.stringMatching(/^MF-[A-Z]{3}-000001$/),
      category: expect.any(String),
      oem_numbers: expect.arrayContaining([expect.stringMatching(/^\d{5}-[A-Z]{3}-\d{3}$/)]),
    });
    // The search columns were filled by the migration's trigger, as for any part.
    expect(sample.rows[0]?.part_numbers).toMatch(/^mf[a-z]{3}000001 /);

    expect((await cli('--parts', '50', '--vehicles', '80', '--fitment-per-part', '2')).code).toBe(0);
    expect(await inDatabase(countsIn)).toMatchObject({ parts: 350, seeded: 350, skus: 350, vehicles: 80 });

    const replaced = await cli('--parts', '40', '--vehicles', '90', '--fitment-per-part', '1', '--replace');
    expect(replaced.code).toBe(0);
    expect(replaced.output).toContain('Removed 350 parts of an earlier run');
    expect(await inDatabase(countsIn)).toMatchObject({ parts: 40, seeded: 40, vehicles: 90 });
  });
});
