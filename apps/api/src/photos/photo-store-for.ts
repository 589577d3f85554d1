import path from 'node:path';
import type { Env } from '../env.js';
import { createDiskPhotoStore } from './disk-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { type FailureLog, s3SettingsOf } from './s3-settings.js';

/** The uploads folder: where photos are kept without a bucket, and where photos:migrate copies from. */
export const uploadsDirOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'uploads');

/**
 * The photo store for this process, chosen once at start-up: the bucket when S3_* is set, else the
 * folder. The AWS SDK is loaded only for a bucket: it is a good part of a server's start
 * (docs/performance.md#what-was-done).
 */
export async function photoStoreFor(env: Env, log?: FailureLog): Promise<PhotoStore> {
  const s3 = s3SettingsOf(env);
  if (!s3) return createDiskPhotoStore(uploadsDirOf(env));
  const { createS3PhotoStore } = await import('./s3-photo-store.js');
  return createS3PhotoStore(s3, log);
}
