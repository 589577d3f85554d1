import { describe, expect, it } from 'vitest';
import { photoFileName } from '@motoforge/contract';
import { isPhotoName, photoContentTypeOf, webpBesideAvif } from './photo-name.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('isPhotoName', () => {
  it.each([photoFileName(ID, 400), photoFileName(ID, 1600), photoFileName(ID, 800, 'avif'), `${ID}.webp`])(
    'knows %s, a name the shop makes',
    (name) => expect(isPhotoName(name)).toBe(true),
  );

  it.each([
    '.hidden',
    '../secret.txt',
    `../${ID}.webp`,
    `sub/${ID}.webp`,
    `${ID}.webp/`,
    `${ID}.webp\0.png`,
    `${ID.toUpperCase()}-400.webp`,
    `${ID}-0400.webp`,
    `${ID}-400.png`,
    // AVIF copies came after width copies: a photo from before those has none.
    `${ID}.avif`,
    `${ID}-400.avif.webp`,
    'none.webp',
    '',
  ])('refuses %j', (name) => expect(isPhotoName(name)).toBe(false));
});

describe('the names of AVIF copies', () => {
  it('says each name is served as the format its name says', () => {
    expect(photoContentTypeOf(photoFileName(ID, 400))).toBe('image/webp');
    expect(photoContentTypeOf(photoFileName(ID, 400, 'avif'))).toBe('image/avif');
  });

  it('knows the WebP copy beside an AVIF copy, and that no other name has one', () => {
    expect(webpBesideAvif(photoFileName(ID, 1200, 'avif'))).toBe(photoFileName(ID, 1200));
    expect(webpBesideAvif(photoFileName(ID, 1200))).toBeNull();
    expect(webpBesideAvif(`${ID}.webp`)).toBeNull();
    expect(webpBesideAvif(`../${ID}-400.avif`)).toBeNull();
  });
});
