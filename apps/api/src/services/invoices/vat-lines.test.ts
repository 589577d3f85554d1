import { describe, expect, it } from 'vitest';
import { invoiceLinesOf, vatOfValue } from './vat-lines.js';

const included = { rateBasisPoints: 1_500, pricesIncludeVat: true };
const excluded = { rateBasisPoints: 1_500, pricesIncludeVat: false };

describe('VAT of a line', () => {
  it('takes the VAT out of a price that includes it: value × 15 / 115, to the poisha', () => {
    expect(vatOfValue(11_500, included)).toBe(1_500);
    // 1,000 × 15 / 115 = 130.43… → 130; 1,001 × 15/115 = 130.565… → 131 (half up).
    expect(vatOfValue(1_000, included)).toBe(130);
    expect(vatOfValue(1_001, included)).toBe(131);
  });

  it('adds it to a price that excludes it: value × 15 / 100', () => {
    expect(vatOfValue(1_003, excluded)).toBe(150);
    expect(vatOfValue(1_010, excluded)).toBe(152);
  });

  it('takes rates with two decimals and a zero rate', () => {
    expect(vatOfValue(10_000, { rateBasisPoints: 750, pricesIncludeVat: false })).toBe(750);
    expect(vatOfValue(10_000, { rateBasisPoints: 0, pricesIncludeVat: true })).toBe(0);
  });
});

describe('an invoice of several lines', () => {
  const charged = [
    { description: 'Brake pad', quantity: 3, unitPricePoisha: 33_333 },
    { description: 'Chain', quantity: 1, unitPricePoisha: 1_001 },
    { description: 'Delivery', quantity: 1, unitPricePoisha: 7_000 },
  ];

  it('rounds each line, and its totals are the sums of the lines', () => {
    const invoice = invoiceLinesOf(charged, included);
    expect(invoice.lines.map((line) => line.vatPoisha)).toEqual([13_043, 131, 913]);
    expect(invoice.vatPoisha).toBe(14_087);
    expect(invoice.valuePoisha).toBe(99_999 + 1_001 + 7_000);
    expect(invoice.totalPoisha).toBe(invoice.valuePoisha);
  });

  it('adds the VAT to the total when prices exclude it', () => {
    const invoice = invoiceLinesOf(charged, excluded);
    expect(invoice.totalPoisha).toBe(invoice.valuePoisha + invoice.vatPoisha);
    expect(invoice.lines[0]).toMatchObject({ valuePoisha: 99_999, vatPoisha: 15_000, totalPoisha: 114_999 });
  });
});
