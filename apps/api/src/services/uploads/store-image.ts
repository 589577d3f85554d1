import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messages } from '@motoforge/contract';
import { badRequest, HttpError } from '../../http-error.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** sharp refuses to decode more pixels than this (a 20000 × 20000 "image bomb" is 400 M). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
const MAX_EDGE = 1600;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Judges an upload by its bytes (never its name or declared type), re-encodes it to WebP under a
 * name we make, and keeps it for good under the uploads folder. Answers the public URL.
 */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
  if (bytes.length === 0) throw badRequest(messages.photoRequired);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, messages.imageTypeRefused);

  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new HttpError(413, messages.imageTooManyPixels);
    throw badRequest(messages.imageUnreadable);
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  // The folder is DATA_DIR's; the name is ours (random hex), never the client's.
  // eslint-disable-next-line security/detect-non-literal-fs-filename
  await fs.mkdir(uploadsDir, { recursive: true });
  // eslint-disable-next-line security/detect-non-literal-fs-filename
  await fs.writeFile(path.join(uploadsDir, name), webp, { flag: 'wx' });
  return `/uploads/${name}`;
}
