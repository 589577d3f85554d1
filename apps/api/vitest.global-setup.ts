import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedSnapshot } from './src/test/pglite-snapshot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (src/test/pglite-snapshot.ts). */
    pgliteSnapshotFile: string;
  }
}

/** One migrated PGlite database for the whole run, which every test's PGlite database starts from. */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `motoforge-pglite-snapshot-${randomBytes(6).toString('hex')}.tar`);
  const snapshot = await createMigratedSnapshot();
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file of our own in the temp directory
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return async () => {
    await rm(file, { force: true });
  };
}
