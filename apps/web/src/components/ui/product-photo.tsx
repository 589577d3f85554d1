import type { ComponentProps } from 'react';
import { avifSource, photoSources } from '@/lib/photo-sources';

type ProductPhotoProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  /** The photo's URL, as the product keeps it. */
  img: string;
  /** How wide the photo is shown: a CSS `sizes` list. */
  sizes: string;
};

/**
 * A product photo shown `sizes` wide. An uploaded one is a `<picture>`: its AVIF copies for the
 * browsers that read AVIF, then the `<img>` with its WebP copies for the others (ADR 046); the
 * `<picture>` makes no box of its own, so the `<img>` is laid out and styled as if it stood alone.
 * Any other image is the `<img>` alone. Loading and priority are the caller's: the first photo a
 * page shows loads at once with `fetchPriority="high"`, the others lazily (docs/performance.md).
 */
export function ProductPhoto({ img, sizes, ...attributes }: ProductPhotoProps) {
  const image = <img {...photoSources(img, sizes)} {...attributes} />;
  const avif = avifSource(img, sizes);
  if (!avif) return image;
  return (
    <picture className="contents">
      <source {...avif} />
      {image}
    </picture>
  );
}
