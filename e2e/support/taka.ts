/** A price as a shopper reads it: "৳1,850", or "৳1,850.50" when there are poisha. */
export function taka(amount: number): string {
  const digits = Number.isInteger(amount)
    ? amount.toLocaleString('en-US')
    : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `৳${digits}`;
}
