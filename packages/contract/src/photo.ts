/**
 * Uploaded product photos are kept at their own width (at most PHOTO_MAX_WIDTH) and at each of
 * PHOTO_WIDTHS below it, so a page downloads the size it shows (`srcset`), not the largest, and in
 * each of PHOTO_FORMATS, so a browser that reads AVIF downloads the smaller AVIF copy (ADR 046).
 * The width and the format are part of every file's name: `/uploads/<id>-<width>.<format>`, the
 * URL a product keeps being its largest WebP copy.
 */
export const PHOTO_MAX_WIDTH = 1600;
export const PHOTO_WIDTHS = [400, 800, 1200] as const;

/** The formats every copy is kept in: WebP, which every browser reads, and AVIF beside it. */
export const PHOTO_FORMATS = ['webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const UPLOADED_PHOTO = /^\/uploads\/([0-9a-f]{32})-([1-9]\d{0,3})\.webp$/;

/** The file name of the copy of photo `id` that is `width` pixels wide, in `format` (WebP unless said). */
export const photoFileName = (id: string, width: number, format: PhotoFormat = 'webp') => `${id}-${width}.${format}`;

/** The widths an uploaded photo `width` pixels wide is kept at, smallest first. */
export const photoWidthsFor = (width: number) => [...PHOTO_WIDTHS.filter((copy) => copy < width), width];

/**
 * The `srcset` of the image at `img` in `format` (WebP unless said): every copy of an uploaded
 * photo with its width in pixels. Undefined for any other image (the shop's own artwork, photos
 * uploaded before copies were made).
 */
export function photoSrcSet(img: string, format: PhotoFormat = 'webp'): string | undefined {
  const match = UPLOADED_PHOTO.exec(img);
  if (!match) return undefined;
  const [, id, width] = match as unknown as [string, string, string];
  return photoWidthsFor(Number(width))
    .map((copy) => `/uploads/${photoFileName(id, copy, format)} ${copy}w`)
    .join(', ');
}
