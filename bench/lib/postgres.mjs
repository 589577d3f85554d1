import { createRequire } from 'node:module';
import { apiDir } from './paths.mjs';

// The API's own driver, so the benchmark needs no PostgreSQL client of its own.
const { Client } = createRequire(`${apiDir}package.json`)('pg');

/** The server to create benchmark databases on: BENCH_POSTGRES_URL, or the local one. */
export const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withAdmin(action, url = postgresAdminUrl) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database for one run; resolves to its URL and a function that drops it. `label`
 * tells apart the databases of one run.
 */
export async function createDatabase(label = '') {
  const name = `motoforge_bench_${process.pid}_${Date.now()}${label ? `_${label}` : ''}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
