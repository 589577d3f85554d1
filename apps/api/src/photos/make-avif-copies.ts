import sharp from 'sharp';
import { photoFileName } from '@motoforge/contract';
import { encodePhotoCopy, type PhotoPixels } from './photo-copies.js';
import type { PhotoStore } from './photo-store.js';

/** A copy's name: the photo's id, its width and its format. */
const COPY_NAME = /^([0-9a-f]{32})-([1-9]\d{0,3})\.(webp|avif)$/;

export type AvifSummary = { total: number; made: number; alreadyThere: number; unreadable: number };

/** Every photo in the store that has copies, by id: the widths of its WebP copies and of its AVIF ones. */
function copiesById(names: Iterable<string>) {
  const photos = new Map<string, { webp: number[]; avif: Set<number> }>();
  for (const name of names) {
    const match = COPY_NAME.exec(name);
    if (!match) continue;
    const [, id, width, format] = match as unknown as [string, string, string, 'webp' | 'avif'];
    const photo = photos.get(id) ?? { webp: [], avif: new Set<number>() };
    photos.set(id, photo);
    if (format === 'webp') photo.webp.push(Number(width));
    else photo.avif.add(Number(width));
  }
  return photos;
}

/** The photo's pixels, or null when it is gone or its bytes are no image sharp reads. */
async function pixelsOf(photos: PhotoStore, name: string): Promise<PhotoPixels | null> {
  const photo = await photos.get(name);
  if (!photo) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of photo.body) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks))
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
}

/**
 * Makes the AVIF copies a photo kept before uploads made them lacks (`npm run photos:migrate`, ADR
 * 046), from its largest WebP copy, at each width it has a WebP copy at, saying "n of total" as
 * each photo is done. A photo that has them all is left alone, so a second run, or one after an
 * interruption, makes only what is missing. One photo at a time: a shop that is running keeps its
 * CPU. A copy that cannot be read is reported and left as it is (its page shows the WebP copies);
 * a store that fails stops the run with its error.
 */
export async function makeAvifCopies(photos: PhotoStore, report: (line: string) => void): Promise<AvifSummary> {
  const byId = copiesById((await photos.sizes()).keys());
  const inOrder = [...byId].sort(([a], [b]) => (a < b ? -1 : 1));
  const summary: AvifSummary = { total: inOrder.length, made: 0, alreadyThere: 0, unreadable: 0 };
  for (const [index, [id, { webp, avif }]] of inOrder.entries()) {
    const missing = webp.filter((width) => !avif.has(width)).sort((a, b) => a - b);
    const done = () => `${index + 1} of ${summary.total}: ${id}`;
    if (missing.length === 0) {
      summary.alreadyThere += 1;
      report(`${done()} has its AVIF copies`);
      continue;
    }
    const largest = photoFileName(id, Math.max(...webp));
    const pixels = await pixelsOf(photos, largest);
    if (!pixels) {
      summary.unreadable += 1;
      report(`${done()} skipped: ${largest} could not be read`);
      continue;
    }
    for (const width of missing)
      await photos.put(photoFileName(id, width, 'avif'), await encodePhotoCopy(pixels, width, 'avif'));
    summary.made += 1;
    report(`${done()} AVIF copies made at ${missing.join(', ')} px`);
  }
  return summary;
}
