import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../db/client.js';

/**
 * An empty PGlite database with every migration applied, as the bytes of its data directory.
 * Starting a test database from it takes a fraction of creating one (PGlite's initdb) and migrating.
 */
export async function createMigratedSnapshot(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
