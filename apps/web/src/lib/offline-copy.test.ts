import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetOfflineCopy,
  keepGarage,
  keepViewedPart,
  readOfflineCopy,
  VIEWED_PARTS_KEPT,
  type ViewedPart,
} from './offline-copy';

const APACHE = { make: 'TVS', model: 'Apache RTR 160 4V', variant: '', year: 2021, isCurrent: true };
const viewed = (n: number): ViewedPart => ({
  id: `part-${n}`,
  name: `Brake pad ${n}`,
  sku: `MF-${n}`,
  price: 100 + n,
  seenAt: '2026-11-30T06:00:00.000Z',
});

afterEach(() => localStorage.clear());

describe('the offline copy', () => {
  it('is empty until an account keeps something', () => {
    expect(readOfflineCopy()).toBeNull();
  });

  it('keeps the garage and the viewed parts of the account, the latest part first, each once', () => {
    keepGarage('rider-a', [APACHE]);
    keepViewedPart('rider-a', viewed(1));
    keepViewedPart('rider-a', viewed(2));
    keepViewedPart('rider-a', { ...viewed(1), price: 90 });
    expect(readOfflineCopy()).toEqual({
      bikes: [APACHE],
      viewedParts: [{ ...viewed(1), price: 90 }, viewed(2)],
    });
  });

  it(`keeps the last ${VIEWED_PARTS_KEPT} parts viewed`, () => {
    for (let n = 1; n <= VIEWED_PARTS_KEPT + 5; n++) keepViewedPart('rider-a', viewed(n));
    const parts = readOfflineCopy()?.viewedParts ?? [];
    expect(parts).toHaveLength(VIEWED_PARTS_KEPT);
    expect(parts[0]?.id).toBe(`part-${VIEWED_PARTS_KEPT + 5}`);
  });

  it('never shows one account’s copy to another: keeping for a new account wipes the last one’s', () => {
    keepGarage('rider-a', [APACHE]);
    keepViewedPart('rider-a', viewed(1));
    keepViewedPart('rider-b', viewed(2));
    expect(readOfflineCopy()).toEqual({ bikes: [], viewedParts: [viewed(2)] });
    expect(Object.values(localStorage).join(' ')).not.toContain('Brake pad 1');
  });

  it('is forgotten whole, and leaves the rest of the storage alone', () => {
    localStorage.setItem('accessToken-like', 'kept');
    keepGarage('rider-a', [APACHE]);
    keepViewedPart('rider-a', viewed(1));
    forgetOfflineCopy();
    expect(readOfflineCopy()).toBeNull();
    expect({ ...localStorage }).toEqual({ 'accessToken-like': 'kept' });
  });
});
