import { describe, expect, it } from 'vitest';
import { unitPricePoisha, type PriceRules } from './price-rules.js';

const rules: PriceRules = {
  group: { id: 'g', name: 'Dealers', nameBn: '', minimumOrderPoisha: 0 },
  partDiscounts: new Map([['own', 2_000]]),
  categoryDiscounts: new Map([['brakes', 1_000]]),
  breaks: [
    { minQuantity: 50, basisPoints: 1_000 },
    { minQuantity: 10, basisPoints: 500 },
  ],
};
const brakePad = { id: 'pad', category: 'brakes', pricePoisha: 100_000 };

describe('unitPricePoisha', () => {
  it('charges the list price without a group', () => {
    expect(unitPricePoisha(null, brakePad, 100)).toBe(100_000);
  });

  it('takes the category’s discount, then the break the quantity reaches', () => {
    expect(unitPricePoisha(rules, brakePad, 1)).toBe(90_000);
    expect(unitPricePoisha(rules, brakePad, 9)).toBe(90_000);
    expect(unitPricePoisha(rules, brakePad, 10)).toBe(85_500);
    expect(unitPricePoisha(rules, brakePad, 50)).toBe(81_000);
  });

  it('lets a part’s own discount win over its category’s, and breaks apply without any discount', () => {
    expect(unitPricePoisha(rules, { ...brakePad, id: 'own' }, 1)).toBe(80_000);
    expect(unitPricePoisha(rules, { id: 'chain', category: 'chains', pricePoisha: 100_000 }, 1)).toBe(100_000);
    expect(unitPricePoisha(rules, { id: 'chain', category: 'chains', pricePoisha: 100_000 }, 10)).toBe(95_000);
  });

  it('rounds to the poisha and never charges less than one', () => {
    expect(unitPricePoisha(rules, { ...brakePad, pricePoisha: 333 }, 1)).toBe(300);
    expect(unitPricePoisha(rules, { ...brakePad, pricePoisha: 1 }, 50)).toBe(1);
  });
});
