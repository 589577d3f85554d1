import { describe, expect, it } from 'vitest';
import { formatCount, formatTaka } from './format-taka';

describe('formatTaka', () => {
  it('shows whole taka with the taka sign and thousands separators', () => {
    expect(formatTaka(1850)).toBe('৳1,850');
    expect(formatTaka(125000)).toBe('৳125,000');
    expect(formatTaka(90)).toBe('৳90');
  });

  it('shows poisha with two decimals', () => {
    expect(formatTaka(1850.5)).toBe('৳1,850.50');
    expect(formatTaka(0.75)).toBe('৳0.75');
  });

  it('groups counts the way it groups prices, without a sign', () => {
    expect(formatCount(10_000_000)).toBe('10,000,000');
    expect(formatCount(120)).toBe('120');
  });

  it('shows zero as ৳0', () => {
    expect(formatTaka(0)).toBe('৳0');
  });
});
