import { loadEnv } from '../env.js';
import { copyPhotosToBucket } from '../photos/copy-photos-to-bucket.js';
import { createDiskPhotoStore } from '../photos/disk-photo-store.js';
import { makeAvifCopies } from '../photos/make-avif-copies.js';
import { uploadsDirOf } from '../photos/photo-store-for.js';
import { type PhotoStore, PhotoStoreUnavailableError } from '../photos/photo-store.js';
import { createS3PhotoStore } from '../photos/s3-photo-store.js';
import { s3SettingsOf } from '../photos/s3-settings.js';
import { runCommand } from './run-command.js';

/**
 * Brings the photos up to what the running shop expects: with S3_* set, copies the photos of
 * DATA_DIR/uploads to that bucket (ADR 035), before the servers are started with S3_* set; then,
 * in the bucket or else in the folder, makes the AVIF copies photos kept before uploads made them
 * lack (ADR 046). Safe to run again: what is already there is skipped.
 */
async function main(args: string[]) {
  if (args.length > 0) {
    console.error('Usage: npm run photos:migrate (the bucket, if any, is the one S3_* names)');
    return 2;
  }
  const env = loadEnv();
  const settings = s3SettingsOf(env);
  const from = uploadsDirOf(env);
  try {
    let photos: PhotoStore;
    if (settings) {
      photos = createS3PhotoStore(settings);
      console.log(`Copying the photos in ${from} to ${photos.location}…`);
      const { total, copied, alreadyThere } = await copyPhotosToBucket(from, photos, (line) => console.log(line));
      console.log(
        total === 0
          ? `No photos in ${from}: nothing to copy.`
          : `Done: ${copied} copied, ${alreadyThere} already in the bucket, of ${total} photos.`,
      );
    } else {
      photos = createDiskPhotoStore(from);
      console.log(
        `No bucket is set (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the photos stay in ${from}.`,
      );
    }
    console.log(`Making the missing AVIF copies in ${photos.location}…`);
    const { total, made, alreadyThere, unreadable } = await makeAvifCopies(photos, (line) => console.log(line));
    console.log(
      total === 0
        ? `No photos with copies in ${photos.location}: no AVIF copies to make.`
        : `Done: AVIF copies made for ${made}, ${alreadyThere} had them` +
            (unreadable > 0 ? `, ${unreadable} could not be read` : '') +
            `, of ${total} photos.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PhotoStoreUnavailableError)) throw error;
    console.error(`${error.message}\nWhat was done so far is kept: run npm run photos:migrate again for the rest.`);
    return 1;
  }
}

runCommand(main);
