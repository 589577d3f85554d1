import { describe, expect, it } from 'vitest';
import { dismissalsCookie, dismissalsCookieWith, dismissalsIn } from './dismissals.js';

describe('dismissals', () => {
  it('reads the closed notices from a Cookie header, in a fixed order, ignoring anything else', () => {
    expect(dismissalsIn(undefined)).toEqual([]);
    expect(dismissalsIn('')).toEqual([]);
    expect(dismissalsIn('other=top-banner')).toEqual([]);
    expect(dismissalsIn('a=1; motoforge-dismissed=demo-notice.top-banner')).toEqual(['top-banner', 'demo-notice']);
    expect(dismissalsIn('motoforge-dismissed=top-banner.made-up.<script>; b=2')).toEqual(['top-banner']);
  });

  it('writes a cookie for a year, for the whole site, Secure over HTTPS', () => {
    expect(dismissalsCookie(['top-banner', 'demo-notice'], false)).toBe(
      'motoforge-dismissed=top-banner.demo-notice; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(dismissalsCookie(['demo-notice'], true)).toMatch(/; Secure$/);
  });

  it('reads back what it writes', () => {
    const written = dismissalsCookie(['demo-notice'], false).split(';')[0];
    expect(dismissalsIn(written)).toEqual(['demo-notice']);
  });

  it('adds a notice to those closed before, keeping the rest of the Cookie header out', () => {
    expect(dismissalsCookieWith('theme=dark; motoforge-dismissed=demo-notice', 'top-banner', false)).toBe(
      'motoforge-dismissed=top-banner.demo-notice; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(dismissalsCookieWith(undefined, 'demo-notice', true)).toMatch(
      /^motoforge-dismissed=demo-notice; .*; Secure$/,
    );
  });
});
