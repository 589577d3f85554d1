import { describe, expect, it } from 'vitest';
import { formatCountIn, formatDateIn, formatTakaIn, formatYearIn } from './format-locale.js';
import { formatCount, formatTaka } from './format-taka.js';

/** Bengali digits read back as ASCII ones, so a Bangla amount can be compared with its English twin. */
const toAsciiDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

// Every size the Indian grouping treats differently (hundreds, thousands, lakhs, crores), then poisha,
// halves and the binary fractions that toFixed would round the wrong way.
const wholeAmounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1250, 9999, 12_345, 99_999, 123_456, 1_234_567, 10_000_000];
const amountsWithPoisha = [0.05, 0.75, 1.5, 2.5, 999.99, 1250.05, 1850.5, 123_456.78, 1_234_567.89, 0.1 + 0.2, 1.005];
const amounts = [...wholeAmounts, ...amountsWithPoisha];

describe('formatTakaIn Bangla', () => {
  it('writes the taka sign, then Bengali digits grouped in lakhs and crores', () => {
    expect(formatTakaIn('bn', 0)).toBe('৳০');
    expect(formatTakaIn('bn', 1250)).toBe('৳১,২৫০');
    expect(formatTakaIn('bn', 12_345)).toBe('৳১২,৩৪৫');
    expect(formatTakaIn('bn', 123_456)).toBe('৳১,২৩,৪৫৬');
    expect(formatTakaIn('bn', 1_234_567)).toBe('৳১২,৩৪,৫৬৭');
    expect(formatTakaIn('bn', 10_000_000)).toBe('৳১,০০,০০,০০০');
  });

  it('shows poisha with two decimals, as English does', () => {
    expect(formatTakaIn('bn', 1850.5)).toBe('৳১,৮৫০.৫০');
    expect(formatTakaIn('bn', 0.75)).toBe('৳০.৭৫');
    expect(formatTakaIn('bn', 1.005)).toBe('৳১.০১');
  });

  const whole = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
  const withPoisha = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each(amounts)('writes %d as Intl does for bn-BD, with the sign first', (amount) => {
    const intl = Number.isInteger(amount) ? whole : withPoisha;
    expect(formatTakaIn('bn', amount)).toBe(`৳${intl.format(amount)}`);
  });

  it.each(amounts)('writes %d as the same amount English shows, in Bengali digits only', (amount) => {
    const bangla = formatTakaIn('bn', amount);
    expect(bangla).toMatch(/^৳[০-৯,.]+$/);
    expect(toAsciiDigits(bangla).replaceAll(',', '')).toBe(formatTaka(amount).replaceAll(',', ''));
  });
});

describe('formatCountIn Bangla', () => {
  it('writes counts in Bengali digits, grouped as prices are, without a sign', () => {
    expect(formatCountIn('bn', 120)).toBe('১২০');
    expect(formatCountIn('bn', 1000)).toBe('১,০০০');
    expect(formatCountIn('bn', 10_000_000)).toBe('১,০০,০০,০০০');
  });

  it('rounds a count half away from zero, as English does', () => {
    expect(formatCountIn('bn', 2.5)).toBe('৩');
    expect(formatCountIn('bn', 1234.4)).toBe('১,২৩৪');
  });

  // Written out, not with Intl (format-taka.ts says why): every size and sign as Intl writes it, up
  // to the exponent forms format-taka.ts leaves to toFixed (from 1e21, as English).
  const whole = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
  const counts = [
    ...amounts,
    ...amounts.filter((amount) => amount > 0).map((amount) => -amount),
    1e15,
    123_456_789_012,
  ];

  it.each(counts)('writes %d as Intl does for bn-BD', (count) => {
    expect(formatCountIn('bn', count)).toBe(whole.format(count));
  });
});

describe('English', () => {
  it.each(amounts)('writes %d exactly as formatTaka and formatCount do', (amount) => {
    expect(formatTakaIn('en', amount)).toBe(formatTaka(amount));
    expect(formatCountIn('en', amount)).toBe(formatCount(amount));
  });
});

describe('formatDateIn', () => {
  const longDate = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' } as const;

  it('writes a date in Bangla, with Bengali digits and the Bangla month', () => {
    expect(formatDateIn('bn', '2025-01-15T10:30:00Z', longDate)).toBe('১৫ জানুয়ারি, ২০২৫');
    expect(formatDateIn('bn', new Date('2025-12-01T10:30:00Z'), longDate)).toBe('১ ডিসেম্বর, ২০২৫');
  });

  it('writes the day it is in the time zone asked for', () => {
    // 20:00 UTC is already 02:00 the next day in Dhaka.
    expect(formatDateIn('bn', '2025-01-15T20:00:00Z', longDate)).toBe('১৬ জানুয়ারি, ২০২৫');
    expect(formatDateIn('bn', '2025-01-15T20:00:00Z', { ...longDate, timeZone: 'UTC' })).toBe('১৫ জানুয়ারি, ২০২৫');
  });

  it('writes Intl’s numeric date when given no options', () => {
    const date = new Date(2025, 0, 15, 12);
    expect(formatDateIn('bn', date)).toBe('১৫/১/২০২৫');
  });

  it('keeps each language and set of options apart', () => {
    const date = '2025-01-15T10:30:00Z';
    expect(formatDateIn('bn', date, { month: 'long', timeZone: 'UTC' })).toBe('জানুয়ারি');
    expect(formatDateIn('bn', date, { month: 'short', timeZone: 'UTC' })).toBe('জানু');
    expect(formatDateIn('en', date, { month: 'long', timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(new Date(date)),
    );
  });

  it('writes a Bangla time on the 12-hour clock, after the part of the day, as Bangladesh says it', () => {
    const time = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dhaka' } as const;
    // Dhaka is 6 hours ahead of UTC: each hour here is Dhaka's.
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 21, hour - 6, 5));
    expect(formatDateIn('bn', at(16), { day: 'numeric', month: 'short', ...time })).toBe('২১ নভে, বিকাল ৪:০৫');
    expect([0, 4, 9, 12, 13, 16, 18, 20, 23].map((hour) => formatDateIn('bn', at(hour), time))).toEqual([
      'রাত ১২:০৫',
      'ভোর ৪:০৫',
      'সকাল ৯:০৫',
      'দুপুর ১২:০৫',
      'দুপুর ১:০৫',
      'বিকাল ৪:০৫',
      'সন্ধ্যা ৬:০৫',
      'রাত ৮:০৫',
      'রাত ১১:০৫',
    ]);
    // Never the 24-hour clock, nor a Latin AM or PM.
    expect(formatDateIn('bn', at(16), { ...time, hourCycle: 'h23' })).toBe('বিকাল ৪:০৫');
    // Nor when the time is asked for by its style, as an order's timeline asks.
    const styled = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' } as const;
    expect([9, 16].map((hour) => formatDateIn('bn', at(hour), styled))).toEqual([
      '২১ নভে, ২০২৬, সকাল ৯:০৫',
      '২১ নভে, ২০২৬, বিকাল ৪:০৫',
    ]);
  });

  it('writes English dates in the reader’s locale, as the web app always has', () => {
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    const date = new Date('2025-01-15T10:30:00Z');
    expect(formatDateIn('en', date, options)).toBe(new Intl.DateTimeFormat(undefined, options).format(date));
  });
});

describe('formatYearIn', () => {
  it('writes a year ungrouped: as it is in English, in Bengali digits in Bangla', () => {
    expect(formatYearIn('en', 2026)).toBe('2026');
    expect(formatYearIn('bn', 2026)).toBe('২০২৬');
    expect(formatYearIn('bn', 1999)).toBe(new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(1999));
  });

  it.each([0, 7, 99, 1971, 2026, 10_000, -44])('writes the year %d as Intl does for bn-BD', (year) => {
    expect(formatYearIn('bn', year)).toBe(new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(year));
  });
});
