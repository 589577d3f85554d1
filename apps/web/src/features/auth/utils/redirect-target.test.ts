import { describe, expect, it } from 'vitest';
import { getRedirectTarget, orderRedirectTarget, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectTarget('/purchase/p-7')).toBe('/purchase/p-7');
    expect(safeRedirectTarget('/dashboard/order?page=2#latest')).toBe('/dashboard/order?page=2#latest');
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['nothing', undefined],
    ['an empty string', ''],
    // Each of these resolves to "//evil.example" once its dot segment is taken out.
    ['a dot segment before two slashes', '/.//evil.example'],
    ['a parent segment before two slashes', '/..//evil.example/'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded parent segment', '/%2E%2e//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a dot segment and a tab', '/.\t//evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a carriage return inside the slashes', '/\r/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after one', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a dot segment before encoded slashes', '/./%2F/evil.example'],
    ['a script URL with a tab', 'java\tscript:alert(1)'],
    ['a leading space', ' //evil.example'],
    ['a malformed escape', '/%E0%A4%A'],
  ])('goes home instead of to %s', (_name, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it('takes the dot segments out of a path on this site', () => {
    expect(safeRedirectTarget('/./dashboard/../purchase/p-7')).toBe('/purchase/p-7');
    expect(safeRedirectTarget('/%2e/dashboard')).toBe('/dashboard');
  });

  it('never answers anything a browser could read as another host', () => {
    const tricks = ['/', '.', '..', '%2e', '%2E', '\\', '%2F', '%5C', '\t', '\n', '/./', '%09'];
    for (const a of tricks)
      for (const b of tricks)
        for (const c of tricks) {
          const target = safeRedirectTarget(`/${a}${b}${c}evil.example`);
          expect(new URL(target, 'https://shop.example').origin, `/${a}${b}${c}evil.example`).toBe(
            'https://shop.example',
          );
          expect(target).toMatch(/^\/(?![/\\])/);
        }
  });
});

describe('getRedirectTarget', () => {
  it('prefers ?redirectTo= over the router state', () => {
    const search = new URLSearchParams({ redirectTo: '/dashboard' });
    expect(getRedirectTarget(search, { from: '/purchase/p-1' })).toBe('/dashboard');
  });

  it('reads the router state, as a path or a location', () => {
    const none = new URLSearchParams();
    expect(getRedirectTarget(none, { from: '/purchase/p-1' })).toBe('/purchase/p-1');
    expect(getRedirectTarget(none, { from: { pathname: '/purchase/p-1', search: '?qty=2', hash: '' } })).toBe(
      '/purchase/p-1?qty=2',
    );
    expect(getRedirectTarget(none, null)).toBe('/');
  });
});

describe('orderRedirectTarget', () => {
  const to = (redirectTo: string) => new URLSearchParams({ redirectTo });

  it('keeps the cart, the checkout and a purchase page, from the query or the router state', () => {
    expect(orderRedirectTarget(to('/checkout'), null)).toBe('/checkout');
    expect(orderRedirectTarget(to('/cart'), null)).toBe('/cart');
    expect(orderRedirectTarget(to('/purchase/p-1?qty=2'), null)).toBe('/purchase/p-1?qty=2');
    expect(orderRedirectTarget(new URLSearchParams(), { from: { pathname: '/checkout' } })).toBe('/checkout');
  });

  it('answers nothing for any other page, or another site', () => {
    expect(orderRedirectTarget(to('/allproducts'), null)).toBeUndefined();
    expect(orderRedirectTarget(to('/dashboard/order'), null)).toBeUndefined();
    expect(orderRedirectTarget(to('/checkout/../dashboard'), null)).toBeUndefined();
    expect(orderRedirectTarget(to('//evil.example/checkout'), null)).toBeUndefined();
    expect(orderRedirectTarget(new URLSearchParams(), null)).toBeUndefined();
  });
});
