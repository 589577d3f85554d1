import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  messages,
  PHOTO_MAX_WIDTH,
  PHOTO_UPLOAD_MAX_PIXELS,
  PHOTO_UPLOAD_TYPES,
  photoFileName,
  photoWidthsFor,
} from '@motoforge/contract';
import { badRequest, HttpError } from '../../http-error.js';
import { type PhotoStore, PhotoStoreUnavailableError } from '../../photos/photo-store.js';

const ACCEPTED = new Set<string>(PHOTO_UPLOAD_TYPES.map((type) => type.mime));
const WEBP_QUALITY = 80;

/**
 * Judges an upload by its bytes (never its name or declared type), re-encodes it to WebP at its
 * own width (at most PHOTO_MAX_WIDTH) and at each smaller width pages show it at, under names we
 * make, and keeps them for good in the photo store. Answers the URL of the largest copy; a store
 * that does not answer is a 503, and then no URL exists for a product to keep.
 */
export async function storeImage(bytes: Buffer, photos: PhotoStore): Promise<string> {
  if (bytes.length === 0) throw badRequest(messages.photoRequired);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, messages.imageTypeRefused);

  // Decoded once, upright and no larger than the largest copy; every copy is made from these pixels.
  let pixels: { data: Buffer; info: sharp.OutputInfo };
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
  const { width, height, channels } = pixels.info;
  const copies = await Promise.all(
    photoWidthsFor(width).map(async (copyWidth) => ({
      width: copyWidth,
      webp: await sharp(pixels.data, { raw: { width, height, channels } })
        .resize({ width: copyWidth })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );

  const id = randomBytes(16).toString('hex');
  try {
    // The largest copy, whose URL the product keeps, is kept last: once it exists, all do.
    // The names are ours (random hex and a width), never the client's.
    for (const copy of copies) await photos.put(photoFileName(id, copy.width), copy.webp);
  } catch (error) {
    if (error instanceof PhotoStoreUnavailableError) throw new HttpError(503, messages.photoStorageUnavailable);
    throw error;
  }
  return `/uploads/${photoFileName(id, width)}`;
}
