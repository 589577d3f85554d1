import { describe, expect, it } from 'vitest';
import { dhakaClock, dhakaMonthRange, fiscalYearOf } from './dhaka-time.js';

describe('Dhaka dates', () => {
  it('starts the fiscal year on 1 July in Dhaka, six hours ahead of UTC', () => {
    expect(fiscalYearOf(new Date('2026-06-30T17:59:59Z'))).toBe('2025-26');
    expect(fiscalYearOf(new Date('2026-06-30T18:00:00Z'))).toBe('2026-27');
    expect(fiscalYearOf(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    expect(fiscalYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('reads the clock in Dhaka', () => {
    expect(dhakaClock(new Date('2026-11-29T20:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      hour: 2,
      minute: 30,
    });
  });

  it('bounds a month by Dhaka midnights', () => {
    expect(dhakaMonthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T18:00:00Z'),
      to: new Date('2026-12-31T18:00:00Z'),
    });
  });
});
