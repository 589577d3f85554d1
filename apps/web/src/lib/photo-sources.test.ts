import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

const id = 'fedcba9876543210fedcba9876543210';

describe('photoSources', () => {
  it('offers every copy of an uploaded photo, with the width it is shown at', () => {
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
