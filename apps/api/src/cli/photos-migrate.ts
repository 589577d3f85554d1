import { loadEnv } from '../env.js';
import { copyPhotosToBucket } from '../photos/copy-photos-to-bucket.js';
import { uploadsDirOf } from '../photos/photo-store-for.js';
import { PhotoStoreUnavailableError } from '../photos/photo-store.js';
import { createS3PhotoStore, s3SettingsOf } from '../photos/s3-photo-store.js';
import { runCommand } from './run-command.js';

/**
 * Copies the photos of DATA_DIR/uploads to the bucket S3_* names (ADR 035), before the servers
 * are started with S3_* set. Safe to run again: what is already there is skipped.
 */
async function main(args: string[]) {
  if (args.length > 0) {
    console.error('Usage: npm run photos:migrate (the bucket is the one S3_* names)');
    return 2;
  }
  const env = loadEnv();
  const settings = s3SettingsOf(env);
  if (!settings) {
    console.error(
      'No bucket to copy the photos to: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(and S3_REGION, S3_FORCE_PATH_STYLE if needed) as the servers will have them.',
    );
    return 1;
  }
  const from = uploadsDirOf(env);
  const bucket = createS3PhotoStore(settings);
  console.log(`Copying the photos in ${from} to ${bucket.location}…`);
  try {
    const { total, copied, alreadyThere } = await copyPhotosToBucket(from, bucket, (line) => console.log(line));
    console.log(
      total === 0
        ? `No photos in ${from}: nothing to copy.`
        : `Done: ${copied} copied, ${alreadyThere} already in the bucket, of ${total} photos.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PhotoStoreUnavailableError)) throw error;
    console.error(
      `${error.message}\nThe photos copied so far are kept: run npm run photos:migrate again for the rest.`,
    );
    return 1;
  }
}

runCommand(main);
