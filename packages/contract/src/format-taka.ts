import { CURRENCY } from './constants.js';

/**
 * How the digits left of the point are grouped: in threes as en-US writes them ("1,234,567"), or
 * the Indian way as bn-BD writes them, three then twos ("12,34,567": lakhs and crores).
 */
type Grouping = 'threes' | 'lakhs';

/**
 * `value` rounded to `decimals` places (halves away from zero, as `Intl.NumberFormat` rounds) and
 * grouped: 1234567.5 → "1,234,568" or "1,234,567.50" in threes, "12,34,568" in lakhs.
 *
 * Written out rather than with `Intl.NumberFormat`: the first number format a page makes loads the
 * browser's ICU number data, about 20 ms of main thread on a desktop and four times that on the
 * phone Lighthouse simulates, and home showed prices during hydration, so it all counted as
 * blocking time. Bangla pages, which show counts and the year in Bengali digits, paid it too
 * (format-locale.ts). format-taka.test.ts and format-locale.test.ts check the output against Intl's.
 */
export function formatNumber(value: number, decimals: 0 | 2, grouping: Grouping = 'threes'): string {
  const fixed = rounded(Math.abs(value), decimals);
  const [whole = '', fraction] = fixed.split('.');
  const sign = value < 0 ? '-' : '';
  const grouped = grouping === 'threes' ? inThrees(whole) : inLakhs(whole);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** Digits with a comma before every three from the right: "1234567" → "1,234,567". */
function inThrees(digits: string): string {
  const first = digits.length % 3 || 3;
  let grouped = digits.slice(0, first);
  for (let start = first; start < digits.length; start += 3) grouped += `,${digits.slice(start, start + 3)}`;
  return grouped;
}

/** The last three digits, then a comma before every two: "12345678" → "1,23,45,678". */
function inLakhs(digits: string): string {
  if (digits.length <= 3) return digits;
  const lakhs = digits.slice(0, -3);
  const first = lakhs.length % 2 || 2;
  let grouped = lakhs.slice(0, first);
  for (let start = first; start < lakhs.length; start += 2) grouped += `,${lakhs.slice(start, start + 2)}`;
  return `${grouped},${digits.slice(-3)}`;
}

/**
 * `amount` (≥ 0) to `decimals` places, as Intl rounds it: from the shortest decimal that reads back
 * as the number, so 1.005 gives 1.01 (`toFixed` rounds the binary value, 1.00499…, to 1.00).
 * Exponent forms (below 1e-6, from 1e21) are left to `toFixed`.
 */
function rounded(amount: number, decimals: number): string {
  const shortest = String(amount);
  if (shortest.includes('e')) return amount.toFixed(decimals);
  const [whole = '', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A count (a quantity, a stock) grouped as prices are: "10,000,000". */
export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

/** A taka amount as the shop shows it: "৳1,850", or "৳1,850.50" when there are poisha. */
export function formatTaka(amount: number): string {
  return `${CURRENCY.symbol}${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}`;
}
