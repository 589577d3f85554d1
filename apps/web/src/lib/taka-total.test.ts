import { describe, expect, it } from 'vitest';
import { totalTaka } from './taka-total';

describe('totalTaka', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(totalTaka(1850, 3)).toBe(5550);
  });

  it('keeps poisha exact', () => {
    expect(totalTaka(19.99, 3)).toBe(59.97);
    expect(totalTaka(0.1, 3)).toBe(0.3);
  });
});
