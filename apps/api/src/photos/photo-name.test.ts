import { describe, expect, it } from 'vitest';
import { photoFileName } from '@motoforge/contract';
import { isPhotoName } from './photo-name.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('isPhotoName', () => {
  it.each([photoFileName(ID, 400), photoFileName(ID, 1600), `${ID}.webp`])('knows %s, a name the shop makes', (name) =>
    expect(isPhotoName(name)).toBe(true),
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
    'none.webp',
    '',
  ])('refuses %j', (name) => expect(isPhotoName(name)).toBe(false));
});
