/**
 * Whole percentages of `values` (amounts, counts) that add up to exactly 100: each is rounded down,
 * and the points left over go one each to the largest remainders (the largest-remainder method),
 * ties to the earlier value. Rounding each share on its own can make 101 (50.5% and 49.5% become 51%
 * and 50%) or 99. Null when the values add up to nothing, where no share means anything.
 */
export function percentShares(values: readonly number[]): number[] | null {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (!(total > 0)) return null;
  const exact = values.map((value) => (value * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
