import { describe, expect, it } from 'vitest';
import { photoFileName, photoSrcSet, photoWidthsFor } from './photo.js';

const id = '0123456789abcdef0123456789abcdef';

describe('uploaded photo copies', () => {
  it('keeps a wide photo at every width below its own, and its own', () => {
    expect(photoWidthsFor(1600)).toEqual([400, 800, 1200, 1600]);
    expect(photoWidthsFor(640)).toEqual([400, 640]);
    expect(photoWidthsFor(400)).toEqual([400]);
    expect(photoWidthsFor(120)).toEqual([120]);
  });

  it('lists the copies of an uploaded photo as a srcset', () => {
    expect(photoSrcSet(`/uploads/${id}-1600.webp`)).toBe(
      `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-1200.webp 1200w, /uploads/${id}-1600.webp 1600w`,
    );
    expect(photoSrcSet(`/uploads/${id}-640.webp`)).toBe(`/uploads/${id}-400.webp 400w, /uploads/${id}-640.webp 640w`);
  });

  it('lists the AVIF copies beside the WebP ones, under the same id and widths', () => {
    expect(photoSrcSet(`/uploads/${id}-1600.webp`, 'avif')).toBe(
      `/uploads/${id}-400.avif 400w, /uploads/${id}-800.avif 800w, /uploads/${id}-1200.avif 1200w, /uploads/${id}-1600.avif 1600w`,
    );
    expect(photoSrcSet(`/uploads/${id}-640.webp`, 'avif')).toBe(
      `/uploads/${id}-400.avif 400w, /uploads/${id}-640.avif 640w`,
    );
    expect(photoFileName(id, 800)).toBe(`${id}-800.webp`);
    expect(photoFileName(id, 800, 'avif')).toBe(`${id}-800.avif`);
  });

  it.each([
    '/images/parts/spark-plug.svg',
    `/uploads/${id}.webp`,
    `/uploads/${id}-0800.webp`,
    `/uploads/${id}-1600.png`,
    `/uploads/../${id}-1600.webp`,
    `https://elsewhere.example/uploads/${id}-1600.webp`,
    // A product keeps the URL of its WebP copy; an AVIF URL is never one.
    `/uploads/${id}-1600.avif`,
  ])('has no srcset for %s', (img) => {
    expect(photoSrcSet(img)).toBeUndefined();
    expect(photoSrcSet(img, 'avif')).toBeUndefined();
  });
});
