import { photoSrcSet } from '@motoforge/contract';

/**
 * The `<img>` attributes for a product photo shown `sizes` wide (a CSS `sizes` list): for an
 * uploaded photo, its WebP copies (`srcset`), so the browser downloads the one the screen needs;
 * for any other image just its `src`. `srcSet` and `sizes` come before `src`, so a browser that
 * reads attributes in order never starts downloading the largest copy first.
 */
export function photoSources(img: string, sizes: string) {
  const srcSet = photoSrcSet(img);
  return srcSet ? { srcSet, sizes, src: img } : { src: img };
}

/**
 * The `<source>` attributes of an uploaded photo's AVIF copies, shown `sizes` wide, which a
 * browser that reads AVIF takes before the `<img>`'s WebP ones (ADR 046); undefined for any other
 * image.
 */
export function avifSource(img: string, sizes: string) {
  const srcSet = photoSrcSet(img, 'avif');
  return srcSet ? { type: 'image/avif', srcSet, sizes } : undefined;
}
