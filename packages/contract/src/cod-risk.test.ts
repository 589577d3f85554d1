import { describe, expect, it } from 'vitest';
import { codRiskOf, isCodRiskHigh, type CodRiskFacts } from './cod-risk.js';

const clean: CodRiskFacts = {
  refused: 0,
  delivered: 3,
  recentOrders: 0,
  usualPoisha: 100_000,
  totalPoisha: 120_000,
  accountAgeDays: 400,
};

describe('codRiskOf', () => {
  it('scores a buyer with a good record 0, with no reasons', () => {
    expect(codRiskOf(clean)).toEqual({ score: 0, reasons: [] });
  });

  it('scores parcels that came back as often as they were taken the most, and one among many half', () => {
    expect(codRiskOf({ ...clean, refused: 2, delivered: 2 })).toEqual({
      score: 50,
      reasons: [{ id: 'refused-before', points: 50, refused: 2, delivered: 2 }],
    });
    expect(codRiskOf({ ...clean, refused: 1, delivered: 5 }).score).toBe(25);
  });

  it('counts this order among several from one phone or account in a day', () => {
    expect(codRiskOf({ ...clean, recentOrders: 1 }).score).toBe(0);
    expect(codRiskOf({ ...clean, recentOrders: 2 })).toEqual({
      score: 30,
      reasons: [{ id: 'many-orders', points: 30, orders: 3, hours: 24 }],
    });
  });

  it('flags a total over three times the buyer’s usual, and only when there is a usual', () => {
    expect(codRiskOf({ ...clean, totalPoisha: 300_000 }).score).toBe(0);
    expect(codRiskOf({ ...clean, totalPoisha: 300_001 }).reasons).toEqual([
      { id: 'above-usual', points: 20, usualPoisha: 100_000 },
    ]);
    expect(codRiskOf({ ...clean, usualPoisha: null, totalPoisha: 9_000_000 }).score).toBe(0);
  });

  it('adds the reasons of a new account up', () => {
    const risk = codRiskOf({
      refused: 1,
      delivered: 0,
      recentOrders: 3,
      usualPoisha: null,
      totalPoisha: 1,
      accountAgeDays: 0,
    });
    expect(risk.reasons.map((reason) => reason.id)).toEqual(['refused-before', 'many-orders', 'new-account']);
    expect(risk.score).toBe(50 + 30 + 15);
  });
});

describe('isCodRiskHigh', () => {
  it('is at or above the threshold, and never when the threshold is 0', () => {
    expect(isCodRiskHigh(50, 50)).toBe(true);
    expect(isCodRiskHigh(49, 50)).toBe(false);
    expect(isCodRiskHigh(200, 0)).toBe(false);
  });
});
