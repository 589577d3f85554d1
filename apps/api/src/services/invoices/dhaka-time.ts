/*
 * Dates as Dhaka reads them (UTC+6 all year: Bangladesh keeps no summer time). An invoice's date,
 * its fiscal year (July to June) and the VAT summary's month are all Dhaka's (ADR 051).
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The date's year, month (1–12), day, hour and minute on a Dhaka clock. */
export function dhakaClock(date: Date) {
  const shifted = new Date(date.getTime() + DHAKA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Bangladesh's fiscal year the date falls in, as '2026-27' (1 July 2026 to 30 June 2027, Dhaka time). */
export function fiscalYearOf(date: Date): string {
  const { year, month } = dhakaClock(date);
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The instants a Dhaka calendar month ('2026-11') starts and ends at: [from, to). */
export function dhakaMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - DHAKA_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - DHAKA_OFFSET_MS);
  return { from, to };
}
