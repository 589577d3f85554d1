import type { Env } from '../env.js';

/**
 * The bucket's settings, apart from the store that uses them: reading them must not load the AWS
 * SDK, which a shop without a bucket never needs (docs/performance.md#what-was-done).
 */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** The bucket the environment names, or null when photos stay on disk (env.ts checks all four or none). */
export function s3SettingsOf(env: Env): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Where a failure is written: the server's logger; the CLI prints the error instead. */
export type FailureLog = { error(details: object, message: string): void };
