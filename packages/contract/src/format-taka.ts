import { CURRENCY } from './constants.js';

/**
 * `value` as en-US writes it, rounded to `decimals` places (halves away from zero, as
 * `Intl.NumberFormat` rounds) and grouped in threes: 1234567.5 → "1,234,568", or "1,234,567.50".
 *
 * Written out rather than with `Intl.NumberFormat`: the first number format a page makes loads the
 * browser's ICU number data, about 20 ms of main thread on a desktop and four times that on the
 * phone Lighthouse simulates, and home showed prices during hydration, so it all counted as
 * blocking time. format-taka.test.ts checks the output against Intl's.
 */
function formatNumber(value: number, decimals: 0 | 2): string {
  const fixed = rounded(Math.abs(value), decimals);
  const [whole = '', fraction] = fixed.split('.');
  const sign = value < 0 ? '-' : '';
  const grouped = inThrees(whole);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** Digits with a comma before every three from the right: "1234567" → "1,234,567". */
function inThrees(digits: string): string {
  const first = digits.length % 3 || 3;
  let grouped = digits.slice(0, first);
  for (let start = first; start < digits.length; start += 3) grouped += `,${digits.slice(start, start + 3)}`;
  return grouped;
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
