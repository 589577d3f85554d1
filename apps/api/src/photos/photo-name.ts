/**
 * The names photos are kept under, all made by the server: `<id>-<width>.webp` (the contract's
 * photoFileName), or `<id>.webp` for a photo uploaded before copies were made. Anything else (a
 * dotfile, `..`, a slash) is no photo of ours and never reaches a store.
 */
const PHOTO_COPY_NAME = /^[0-9a-f]{32}-[1-9]\d{0,3}\.webp$/;
const PHOTO_NAME_BEFORE_COPIES = /^[0-9a-f]{32}\.webp$/;

/** Every kept photo is WebP (store-image.ts re-encodes each upload). */
export const PHOTO_CONTENT_TYPE = 'image/webp';

export const isPhotoName = (name: string) => PHOTO_COPY_NAME.test(name) || PHOTO_NAME_BEFORE_COPIES.test(name);

/** For the stores: a name that is not ours is a bug in the caller, never a path to follow. */
export function assertPhotoName(name: string): void {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${JSON.stringify(name)}`);
}
