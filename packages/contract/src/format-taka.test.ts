import { describe, expect, it } from 'vitest';
import { formatCount, formatTaka } from './format-taka.js';

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

describe('formatTaka and formatCount against Intl.NumberFormat (which they no longer load)', () => {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const withPoisha = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Every size from one digit to a price past the cap, with and without poisha, halves included.
  const amounts = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1850,
    9999,
    10_000,
    99_999,
    100_000,
    999_999,
    1_000_000,
    10_000_000,
    123_456_789,
    0.01,
    0.05,
    0.1,
    0.5,
    0.99,
    1.5,
    2.5,
    12.34,
    999.99,
    1000.01,
    1850.5,
    99_999.95,
    999_999.99,
    1_234_567.89,
    0.1 + 0.2,
    3 * 1850.35,
    2.675,
    1.005,
  ];

  it.each(amounts)('writes %d as Intl does', (amount) => {
    const intl = Number.isInteger(amount) ? whole : withPoisha;
    expect(formatTaka(amount)).toBe(`৳${intl.format(amount)}`);
    expect(formatCount(Math.round(amount))).toBe(whole.format(Math.round(amount)));
  });

  it('rounds a count half away from zero, as Intl does', () => {
    expect(formatCount(2.5)).toBe(whole.format(2.5));
    expect(formatCount(-2.5)).toBe(whole.format(-2.5));
    expect(formatCount(-1234.4)).toBe('-1,234');
  });
});
