import { describe, expect, it } from 'vitest';
import { getRedirectTarget, safeRedirectTarget } from './redirect-target';

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
  ])('goes home instead of to %s', (_name, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
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
