import { CURRENCY } from '@motoforge/contract';

const wholeTaka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const takaWithPoisha = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count (a quantity, a stock) grouped as prices are: "10,000,000". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A taka amount as the shop shows it: "৳1,850", or "৳1,850.50" when there are poisha. */
export function formatTaka(amount: number): string {
  const formatter = Number.isInteger(amount) ? wholeTaka : takaWithPoisha;
  return `${CURRENCY.symbol}${formatter.format(amount)}`;
}
