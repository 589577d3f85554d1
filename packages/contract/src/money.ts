/**
 * An order's total in poisha, from a price in taka (at most two decimals) and a quantity: whole
 * poisha, so ৳19.99 × 3 is exactly 5,997 and not 5,996.9999…. Kept apart from the schemas, so a
 * page that only shows totals does not load them.
 */
export function orderTotalPoisha(price: number, quantity: number): number {
  return takaToPoisha(price) * quantity;
}

/** The database keeps integer poisha; the API speaks taka with at most two decimals. */
export const poishaToTaka = (poisha: number) => poisha / 100;
export const takaToPoisha = (taka: number) => Math.round(taka * 100);
