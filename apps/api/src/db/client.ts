import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Env } from '../env.js';
import { runSilently, type StepRunner } from '../start-up-steps.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers give the same drizzle API; services are written against this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A pg Pool's connections at one moment (pg's totalCount, idleCount and waitingCount, and its max). */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool as it is now, for the metrics; PGlite is one connection inside the process: none. */
  poolStats?: () => PoolStats;
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping: () => Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work under the same `key` (a
   * session advisory lock on a connection of its own, outside the pool). PGlite has one process;
   * there it just runs.
   */
  oneAtATime: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, and `onStateChange(false)` whenever
   * notifications may have been missed (the connection dropped), `true` once listening again.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onStateChange: (isListening: boolean) => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `snapshot` then starts it from a
   * `dumpDataDir()` of another (tests start from a migrated one: far faster than a new database).
   */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

/** The database the environment names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export const databaseOptionsOf = (
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_POOL_SIZE'>>,
): DatabaseOptions =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.DATA_DIR };

export const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
/** PostgreSQL's contrib extensions the migrations create (search: docs/architecture.md). */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch };

/** Any fixed numbers; each names an advisory lock that servers starting at once take in turn. */
export const startUpLockKeys = { migrations: 7_246_001, jobQueues: 7_246_002, demoAdmin: 7_246_003 } as const;

async function whileHoldingLock<T>(client: pg.ClientBase, key: number, work: () => Promise<T>): Promise<T> {
  await client.query('select pg_advisory_lock($1)', [key]);
  try {
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
  }
}

/** Opens the database and brings its schema up to date; `step` says so while a person waits (server.ts). */
export async function openDatabase(options: DatabaseOptions, step: StepRunner = runSilently): Promise<Database> {
  if (options.kind === 'postgres') {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSize,
      connectionTimeoutMillis: 5_000,
    });
    // A client losing its connection (a database restart) must not crash the process. The pool
    // hears an idle client's error; a checked-out one (inside a transaction) emits it on itself, with
    // no listener once no query is under way, and an 'error' with no listener is thrown. Its queries
    // still fail, and the pool drops it when it comes back.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    // Several servers may start at once on one database: one migrates while the others wait.
    const client = await step('Connecting to PostgreSQL', () => pool.connect());
    try {
      await step('Applying database migrations (after any other server starting on this database)', () =>
        whileHoldingLock(client, startUpLockKeys.migrations, () =>
          migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder }),
        ),
      );
    } finally {
      client.release();
    }
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSize,
      }),
      ping: async () => {
        await pool.query('select 1');
      },
      oneAtATime: async (key, work) => {
        const holder = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
        holder.on('error', () => {});
        await holder.connect();
        try {
          return await whileHoldingLock(holder, key, work);
        } finally {
          await holder.end().catch(() => {});
        }
      },
      listen: async (channel, onNotify, onStateChange) => {
        const stop = listenWithReconnect(options.url, channel, onNotify, onStateChange);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    // PGlite's own mkdir is not recursive.
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the environment
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    const pgliteDir = path.join(options.dataDir, 'pglite');
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the environment
    const isNew = !fs.existsSync(pgliteDir);
    try {
      client = await step(
        `${isNew ? 'Creating' : 'Opening'} the database in ${pgliteDir}`,
        () => PGlite.create(pgliteDir, { extensions: pgliteExtensions }),
        isNew ? 'first start: up to a minute on a slow machine' : undefined,
      );
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
  }
  const db = await step('Applying database migrations', () => migratedPglite(client));
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    oneAtATime: (_key, work) => work(),
    listen: async (channel, onNotify, onStateChange) => {
      const unlisten = await client.listen(channel, onNotify);
      onStateChange(true);
      return unlisten;
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** `client`'s database with every migration applied, as the one `Db` type both drivers share. */
export async function migratedPglite(client: PGlite): Promise<Db> {
  const raw = drizzlePglite(client, { schema });
  await migratePglite(raw, { migrationsFolder });
  return raw as unknown as Db;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened
 * again after any failure: a database restart must not leave a server with a stale cache.
 */
function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onStateChange: (isListening: boolean) => void,
): () => Promise<void> {
  let isStopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (isStopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    const fail = () => {
      if (client !== next) return;
      client = undefined;
      onStateChange(false);
      next.end().catch(() => {});
      if (!isStopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === next) onStateChange(true);
    } catch {
      fail();
    }
  };
  void connect();

  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
