import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';

type Rows = { rows: unknown[] };
/** What both drivers' clients offer: pg's Pool, PoolClient, and PGlite or its Transaction. */
type Queryable = {
  query: (text: string, values?: unknown[]) => Promise<Rows>;
  /** PGlite only: several statements in one string, without parameters. */
  exec?: (text: string) => Promise<Rows[]>;
};

/**
 * pg-boss's `db` executor over a drizzle database or transaction (ADR 029), so pg-boss runs on
 * PGlite as on PostgreSQL, and a job is inserted on the caller's transaction. drizzle keeps the
 * driver's client (pg's Pool or PoolClient, PGlite or its Transaction) as its session's `client`,
 * which it does not type as public: this module is the one place that reads it, and the jobs tests
 * (a job rolled back with its transaction, on both drivers) fail if drizzle moves it.
 *
 * pg-boss sends its migrations and locked maintenance as several statements without parameters:
 * pg's simple protocol takes them as they are; PGlite needs `exec` for them, which answers every
 * statement's result, as pg does.
 */
export function sqlExecutorOf(db: Db): PgBoss.Db {
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('This drizzle database keeps no SQL client where the jobs expect it (ADR 029)');
  }
  return {
    executeSql: async (text, values) => {
      if ((values && values.length > 0) || !client.exec)
        return client.query(text, values) as ReturnType<PgBoss.Db['executeSql']>;
      const results = await client.exec(text);
      return (results.length === 1 ? results[0] : results) as Awaited<ReturnType<PgBoss.Db['executeSql']>>;
    },
  };
}
