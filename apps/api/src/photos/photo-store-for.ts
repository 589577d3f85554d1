import path from 'node:path';
import type { Env } from '../env.js';
import { createDiskPhotoStore } from './disk-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { createS3PhotoStore, type FailureLog, s3SettingsOf } from './s3-photo-store.js';

/** The uploads folder: where photos are kept without a bucket, and where photos:migrate copies from. */
export const uploadsDirOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'uploads');

/** The photo store for this process, chosen once at start-up: the bucket when S3_* is set, else the folder. */
export function photoStoreFor(env: Env, log?: FailureLog): PhotoStore {
  const s3 = s3SettingsOf(env);
  return s3 ? createS3PhotoStore(s3, log) : createDiskPhotoStore(uploadsDirOf(env));
}
