import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedSnapshots } from './src/test/pglite-snapshot.js';
import {
  createTemplateDatabases,
  dropTemplateDatabases,
  type StartingPoint,
  type TemplateDatabases,
} from './src/test/postgres-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a migrated PGlite database, empty and with the demo shop (src/test/pglite-snapshot.ts). */
    pgliteSnapshotFiles: Record<StartingPoint, string>;
    /** The run's migrated PostgreSQL databases that each test's is copied from, when DATABASE_URL is set. */
    postgresTemplates: TemplateDatabases | null;
  }
}

type Starts = { files: Record<StartingPoint, string>; templates: TemplateDatabases | null };

/**
 * The API's two projects (vitest.config.ts) each run this setup in the one main process: they
 * share one set of starting points, made by the first and removed by the last.
 */
const shared = globalThis as { motoforgeTestStarts?: { made: Promise<Starts>; users: number } };

/**
 * The run's starting points, made once: a migrated database, empty and with the demo shop, as a
 * PGlite snapshot and, when DATABASE_URL is set, as PostgreSQL template databases. Every test's
 * database starts as a copy of one (docs/testing.md#which-database).
 */
export default async function setup(project: TestProject) {
  shared.motoforgeTestStarts ??= { made: makeStarts(), users: 0 };
  const starts = shared.motoforgeTestStarts;
  starts.users += 1;
  const { files, templates } = await starts.made;
  project.provide('pgliteSnapshotFiles', files);
  project.provide('postgresTemplates', templates);
  return async () => {
    starts.users -= 1;
    if (starts.users > 0) return;
    shared.motoforgeTestStarts = undefined;
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
    if (templates && process.env.DATABASE_URL) await dropTemplateDatabases(process.env.DATABASE_URL, templates);
  };
}

async function makeStarts(): Promise<Starts> {
  const stem = path.join(os.tmpdir(), `motoforge-pglite-snapshot-${randomBytes(6).toString('hex')}`);
  const files: Record<StartingPoint, string> = { migrated: `${stem}-migrated.tar`, seeded: `${stem}-seeded.tar` };
  const [snapshots, templates] = await Promise.all([
    createMigratedSnapshots(),
    process.env.DATABASE_URL ? createTemplateDatabases(process.env.DATABASE_URL) : null,
  ]);
  for (const kind of ['migrated', 'seeded'] satisfies StartingPoint[]) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file of our own in the temp directory
    await writeFile(files[kind], Buffer.from(await snapshots[kind].arrayBuffer()));
  }
  return { files, templates };
}
