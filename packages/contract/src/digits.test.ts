import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toBengaliDigits } from './digits.js';

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

describe('toBengaliDigits', () => {
  it('writes each ASCII digit as its Bengali digit, and reads back as it was', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toBengaliDigits('-1,23,456.78')).toBe('-১,২৩,৪৫৬.৭৮');
    expect(toAsciiDigits(toBengaliDigits('2026 / 12'))).toBe('2026 / 12');
    expect(toBengaliDigits('')).toBe('');
  });
});
