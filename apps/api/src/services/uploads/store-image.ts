import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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

const ACCEPTED = new Set<string>(PHOTO_UPLOAD_TYPES.map((type) => type.mime));
const WEBP_QUALITY = 80;

/**
 * Judges an upload by its bytes (never its name or declared type), re-encodes it to WebP at its
 * own width (at most PHOTO_MAX_WIDTH) and at each smaller width pages show it at, under names we
 * make, and keeps them for good under the uploads folder. Answers the URL of the largest copy.
 */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
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
  // The folder is DATA_DIR's; the names are ours (random hex and a width), never the client's.
  // eslint-disable-next-line security/detect-non-literal-fs-filename
  await fs.mkdir(uploadsDir, { recursive: true });
  // The largest copy, whose URL the product keeps, is written last: once it exists, all do.
  for (const copy of copies)
    // eslint-disable-next-line security/detect-non-literal-fs-filename
    await fs.writeFile(path.join(uploadsDir, photoFileName(id, copy.width)), copy.webp, { flag: 'wx' });
  return `/uploads/${photoFileName(id, width)}`;
}
