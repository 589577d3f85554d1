import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../db/seed/seed-demo.js';

/** Where a test's database starts: migrated and empty, or migrated with the demo shop. */
export type StartingPoint = 'migrated' | 'seeded';
/** The names of a run's two template databases, one per starting point. */
export type TemplateDatabases = Record<StartingPoint, string>;

/**
 * Creates the run's template databases next to `serverUrl`'s. A test's database is then a copy of
 * one (`create database … template …`), which takes a fraction of migrating and seeding a new one.
 * PostgreSQL copies a template only while nobody is connected to it: both are closed on return.
 */
export async function createTemplateDatabases(serverUrl: string): Promise<TemplateDatabases> {
  const stem = `motoforge_template_${randomBytes(6).toString('hex')}`;
  const names = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` };
  await withAdminClient(serverUrl, (client) => client.query(`create database ${names.migrated}`));
  const migrated = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, names.migrated), poolSize: 1 });
  await migrated.close();
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${names.seeded} template ${names.migrated}`),
  );
  const seeded = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, names.seeded), poolSize: 1 });
  try {
    await seedDemo(seeded.db);
  } finally {
    await seeded.close();
  }
  return names;
}

export async function dropTemplateDatabases(serverUrl: string, names: TemplateDatabases): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    for (const name of Object.values(names)) await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
