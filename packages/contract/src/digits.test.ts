import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.js';

describe('toAsciiDigits', () => {
  it('writes each Bengali digit as its ASCII digit', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('১২')).toBe('12');
    expect(toAsciiDigits('৯৯.৫০')).toBe('99.50');
  });

  it('leaves everything else as it is', () => {
    expect(toAsciiDigits('০১৭১২ 345678')).toBe('01712 345678');
    expect(toAsciiDigits('12 / 34')).toBe('12 / 34');
    expect(toAsciiDigits('')).toBe('');
  });
});
