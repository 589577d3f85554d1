import { PGlite } from '@electric-sql/pglite';
import { migratedPglite, pgliteExtensions } from '../db/client.js';
import { seedDemo } from '../db/seed/seed-demo.js';

/**
 * A PGlite database with every migration applied, empty or holding the demo shop, as the bytes of
 * its data directory. Starting a test database from it takes a fraction of creating one (PGlite's
 * initdb), migrating and seeding it.
 */
export async function createMigratedSnapshots(): Promise<{ migrated: Blob; seeded: Blob }> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    const db = await migratedPglite(client);
    const migrated = await client.dumpDataDir('none');
    await seedDemo(db);
    return { migrated, seeded: await client.dumpDataDir('none') };
  } finally {
    await client.close();
  }
}
