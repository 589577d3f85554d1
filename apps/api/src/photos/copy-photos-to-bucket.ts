import fs from 'node:fs/promises';
import path from 'node:path';
import { isPhotoName } from './photo-name.js';
import type { PhotoStore } from './photo-store.js';

/** Photos copied at once: a bucket answers each in milliseconds, and thousands are waiting. */
const AT_ONCE = 8;

export type CopySummary = { total: number; copied: number; alreadyThere: number };

/**
 * Copies every photo of the uploads folder to the bucket (`npm run photos:migrate`), saying
 * "n of total" as each is done. A photo already in the bucket at the same size is left alone, so a
 * second run, or one after an interruption, copies only what is missing. Files that are not
 * photos of ours stay where they are. A bucket that fails stops the copy with its error.
 */
export async function copyPhotosToBucket(
  dir: string,
  bucket: PhotoStore,
  report: (line: string) => void,
): Promise<CopySummary> {
  // The folder is DATA_DIR's, and only names that pass isPhotoName are opened in it.
  /* eslint-disable security/detect-non-literal-fs-filename */
  const files = await fs.readdir(dir).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  });
  const names = files.filter(isPhotoName).sort();
  const summary: CopySummary = { total: names.length, copied: 0, alreadyThere: 0 };
  if (names.length === 0) return summary;

  const inBucket = await bucket.sizes();
  let next = 0;
  let isStopped = false;
  const copyNext = async () => {
    while (!isStopped && next < names.length) {
      const name = names[next++] as string;
      const file = path.join(dir, name);
      const { size } = await fs.stat(file);
      let outcome = 'already in the bucket';
      if (inBucket.get(name) === size) {
        summary.alreadyThere += 1;
      } else {
        await bucket.put(name, await fs.readFile(file));
        summary.copied += 1;
        outcome = 'copied';
      }
      report(`${summary.copied + summary.alreadyThere} of ${summary.total}: ${name} ${outcome}`);
    }
  };
  /* eslint-enable security/detect-non-literal-fs-filename */
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, names.length) }, () =>
      copyNext().catch((error: unknown) => {
        isStopped = true;
        throw error;
      }),
    ),
  );
  return summary;
}
