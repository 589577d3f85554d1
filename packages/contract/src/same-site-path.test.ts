import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.js';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query, resolved as a browser resolves it', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/portfolio?tab=cv')).toBe('/portfolio?tab=cv');
    expect(sameSitePath('/blogs/../allproducts')).toBe('/allproducts');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'portfolio',
    '',
  ])('refuses %j, which a browser would take off the site', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
