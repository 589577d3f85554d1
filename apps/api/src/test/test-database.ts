import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteExtensions, type Database } from '../db/client.js';
import { databaseUrl, withAdminClient, type StartingPoint } from './postgres-templates.js';

export type DriverKind = Database['kind'];

/**
 * The driver an API test runs on: PostgreSQL when DATABASE_URL is set (as in CI), PGlite otherwise.
 * Both run the same SQL; what differs between them is tested on both (`bothDrivers`), and the
 * browser tests run the whole shop on PGlite (docs/testing.md#which-database).
 */
export const drivers: DriverKind[] = process.env.DATABASE_URL ? ['postgres'] : ['pglite'];

/**
 * PGlite, and PostgreSQL too when DATABASE_URL is set: for the tests of what the two drivers do
 * differently (migrations, the search extensions, change notifications, the demo seed, the jobs
 * queue, transactions).
 */
export const bothDrivers: DriverKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The drivers a race test means something on: PostgreSQL only. PGlite runs one query at a time, so
 * concurrent requests on it never interleave inside the database and a race test there proves
 * nothing. Empty without DATABASE_URL: put race tests in a file that has other tests too.
 */
export const raceDrivers: DriverKind[] = bothDrivers.filter((driver) => driver === 'postgres');

const snapshots: Partial<Record<StartingPoint, Promise<Blob>>> = {};

/** A migrated PGlite database vitest.global-setup.ts made for this run: empty, or with the demo shop. */
function migratedSnapshot(which: StartingPoint = 'migrated'): Promise<Blob> {
  snapshots[which] ??= readFile(inject('pgliteSnapshotFiles')[which]).then((bytes) => new Blob([bytes]));
  return snapshots[which];
}

/**
 * Makes `dataDir` a server's data directory holding the run's migrated database, so that a server
 * or jobs process started on it opens a database instead of creating and migrating one (a first
 * start, which takes long on a busy machine). Call it before the process starts; `dataDir` is
 * made if it does not exist.
 */
export async function fillDataDirWithMigratedDatabase(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: pgliteExtensions,
    loadDataDir: await migratedSnapshot(),
  });
  await client.close();
}

/**
 * A fresh, migrated database for one test file, empty or holding the demo shop (`seeded`): an
 * in-memory PGlite started from the run's snapshot, or a new PostgreSQL database copied from the
 * run's template next to DATABASE_URL's and dropped again on close.
 */
export async function openTestDatabase(kind: DriverKind, { seeded = false } = {}): Promise<Database> {
  const which: StartingPoint = seeded ? 'seeded' : 'migrated';
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot(which) });

  const serverUrl = process.env.DATABASE_URL;
  const templates = inject('postgresTemplates');
  if (!serverUrl || !templates) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `motoforge_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${templates[which]}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
