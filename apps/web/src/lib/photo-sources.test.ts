import { describe, expect, it } from 'vitest';
import { avifSource, photoSources } from './photo-sources';

const id = 'fedcba9876543210fedcba9876543210';

describe('photoSources', () => {
  it('offers every WebP copy of an uploaded photo, with the width it is shown at', () => {
    expect(photoSources(`/uploads/${id}-800.webp`, '48px')).toEqual({
      srcSet: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w`,
      sizes: '48px',
      src: `/uploads/${id}-800.webp`,
    });
  });

  it('gives the shop artwork its src only', () => {
    expect(photoSources('/images/parts/spark-plug.svg', '48px')).toEqual({ src: '/images/parts/spark-plug.svg' });
  });
});

describe('avifSource', () => {
  it('offers the AVIF copies of an uploaded photo, with the same widths and sizes', () => {
    expect(avifSource(`/uploads/${id}-800.webp`, '48px')).toEqual({
      type: 'image/avif',
      srcSet: `/uploads/${id}-400.avif 400w, /uploads/${id}-800.avif 800w`,
      sizes: '48px',
    });
  });

  it('has none for the shop artwork', () => {
    expect(avifSource('/images/parts/spark-plug.svg', '48px')).toBeUndefined();
  });
});
