/**
 * The names photos are kept under, all made by the server: `<id>-<width>.webp` and
 * `<id>-<width>.avif` (the contract's photoFileName), or `<id>.webp` for a photo uploaded before
 * copies were made. Anything else (a dotfile, `..`, a slash) is no photo of ours and never reaches
 * a store.
 */
const PHOTO_COPY_NAME = /^[0-9a-f]{32}-[1-9]\d{0,3}\.(?:webp|avif)$/;
const PHOTO_NAME_BEFORE_COPIES = /^[0-9a-f]{32}\.webp$/;
const AVIF_COPY_NAME = /^([0-9a-f]{32}-[1-9]\d{0,3})\.avif$/;

export const isPhotoName = (name: string) => PHOTO_COPY_NAME.test(name) || PHOTO_NAME_BEFORE_COPIES.test(name);

/** Every kept photo is WebP or AVIF (store-image.ts re-encodes each upload), and its name says which. */
export const photoContentTypeOf = (name: string) => (name.endsWith('.avif') ? 'image/avif' : 'image/webp');

/** The WebP copy beside an AVIF copy (the same photo at the same width), or null for any other name. */
export function webpBesideAvif(name: string): string | null {
  const match = AVIF_COPY_NAME.exec(name);
  return match ? `${match[1]}.webp` : null;
}

/** For the stores: a name that is not ours is a bug in the caller, never a path to follow. */
export function assertPhotoName(name: string): void {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${JSON.stringify(name)}`);
}
