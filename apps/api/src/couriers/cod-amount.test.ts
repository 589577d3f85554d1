import { describe, expect, it } from 'vitest';
import { codAmountPoishaFor } from './cod-amount.js';

const noAdvance = { advancePoisha: 0, advancePaidAt: null };

describe('codAmountPoishaFor', () => {
  it('collects the whole total of an unpaid cash-on-delivery order, delivery fee included', () => {
    expect(codAmountPoishaFor({ paymentMethod: 'cod', paid: false, totalPoisha: 125_050, ...noAdvance })).toBe(125_050);
  });

  it('collects the total less the delivery fee paid online in advance', () => {
    const advance = { advancePoisha: 12_000, advancePaidAt: new Date() };
    expect(codAmountPoishaFor({ paymentMethod: 'cod', paid: false, totalPoisha: 125_050, ...advance })).toBe(113_050);
  });

  it('collects nothing for an order already paid, online or (after delivery) in cash', () => {
    expect(codAmountPoishaFor({ paymentMethod: 'card', paid: true, totalPoisha: 125_050, ...noAdvance })).toBe(0);
    expect(codAmountPoishaFor({ paymentMethod: 'sslcommerz', paid: true, totalPoisha: 125_050, ...noAdvance })).toBe(0);
    expect(codAmountPoishaFor({ paymentMethod: 'cod', paid: true, totalPoisha: 125_050, ...noAdvance })).toBe(0);
  });

  it('refuses an unpaid order that was to be paid online', () => {
    expect(() =>
      codAmountPoishaFor({ paymentMethod: 'sslcommerz', paid: false, totalPoisha: 125_050, ...noAdvance }),
    ).toThrow(/unpaid sslcommerz order cannot be handed to a courier/);
  });
});
