import { describe, expect, it } from 'vitest';
import { percentShares } from './percent-shares';

const sum = (values: number[] | null) => (values ?? []).reduce((total, value) => total + value, 0);

describe('percentShares', () => {
  it('adds up to 100 where rounding each share would make 101', () => {
    // 50.5% and 49.5%: Math.round makes 51% and 50%.
    expect(percentShares([101, 99])).toEqual([51, 49]);
  });

  it('adds up to 100 where rounding each share would make 99', () => {
    // 33.3% three times: Math.round makes 33% three times.
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('gives the points left over to the largest remainders', () => {
    // 12.5%, 37.5%, 20.83%, 29.17%: floors 12, 37, 20, 29 leave 2, for .83 and then .5 (a tie: the earlier).
    expect(percentShares([3, 9, 5, 7])).toEqual([13, 37, 21, 29]);
  });

  it('keeps exact shares, a zero share and a whole share as they are', () => {
    expect(percentShares([1, 3])).toEqual([25, 75]);
    expect(percentShares([0, 870])).toEqual([0, 100]);
  });

  it('always adds up to 100, taka with poisha included', () => {
    for (const values of [
      [670, 200],
      [0.01, 0.02, 0.04],
      [1234.56, 7.89, 0.01, 999],
      [1, 1, 1, 1, 1, 1, 1],
    ]) {
      expect(sum(percentShares(values))).toBe(100);
    }
  });

  it('answers nothing when there is nothing to share', () => {
    expect(percentShares([0, 0])).toBeNull();
    expect(percentShares([])).toBeNull();
  });
});
