import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  messages,
  PHOTO_FORMATS,
  PHOTO_MAX_WIDTH,
  PHOTO_UPLOAD_MAX_PIXELS,
  PHOTO_UPLOAD_TYPES,
  photoFileName,
  photoWidthsFor,
} from '@motoforge/contract';
import { badRequest, HttpError } from '../../http-error.js';
import { encodePhotoCopy, type PhotoPixels } from '../../photos/photo-copies.js';
import { type PhotoStore, PhotoStoreUnavailableError } from '../../photos/photo-store.js';

const ACCEPTED = new Set<string>(PHOTO_UPLOAD_TYPES.map((type) => type.mime));

/**
 * Judges an upload by its bytes (never its name or declared type), re-encodes it to WebP and AVIF
 * at its own width (at most PHOTO_MAX_WIDTH) and at each smaller width pages show it at, under
 * names we make, and keeps them for good in the photo store. Answers the URL of the largest WebP
 * copy; a store that does not answer is a 503, and then no URL exists for a product to keep.
 */
export async function storeImage(bytes: Buffer, photos: PhotoStore): Promise<string> {
  if (bytes.length === 0) throw badRequest(messages.photoRequired);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, messages.imageTypeRefused);

  // Decoded once, upright and no larger than the largest copy; every copy is made from these pixels.
  let pixels: PhotoPixels;
  try {
    pixels = await sharp(bytes, { limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new HttpError(413, messages.imageTooManyPixels);
    throw badRequest(messages.imageUnreadable);
  }
  const { width } = pixels.info;
  const id = randomBytes(16).toString('hex');
  // The names are ours (random hex, a width and a format), never the client's.
  const copies = await Promise.all(
    photoWidthsFor(width).flatMap((copyWidth) =>
      PHOTO_FORMATS.map(async (format) => ({
        name: photoFileName(id, copyWidth, format),
        bytes: await encodePhotoCopy(pixels, copyWidth, format),
      })),
    ),
  );
  const largest = photoFileName(id, width);
  const isLargest = (copy: { name: string }) => copy.name === largest;

  try {
    // The largest WebP copy, whose URL the product keeps, is kept last: once it exists, all do.
    await Promise.all(copies.filter((copy) => !isLargest(copy)).map((copy) => photos.put(copy.name, copy.bytes)));
    for (const copy of copies.filter(isLargest)) await photos.put(copy.name, copy.bytes);
  } catch (error) {
    if (error instanceof PhotoStoreUnavailableError) throw new HttpError(503, messages.photoStorageUnavailable);
    throw error;
  }
  return `/uploads/${largest}`;
}
