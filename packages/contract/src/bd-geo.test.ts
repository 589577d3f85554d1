import { describe, expect, it } from 'vitest';
import {
  DHAKA_DISTRICT_ID,
  deliveryAddressLine,
  DISTRICTS,
  districtsOf,
  DIVISIONS,
  findDeliveryPlace,
  UPAZILAS,
  upazilasOf,
} from './bd-geo.js';

describe("Bangladesh's places", () => {
  it('has all 8 divisions, 64 districts and 494 upazilas, each with a Bangla name', () => {
    expect([DIVISIONS.length, DISTRICTS.length, UPAZILAS.length]).toEqual([8, 64, 494]);
    for (const place of [...DIVISIONS, ...DISTRICTS, ...UPAZILAS])
      expect(place.at(-1)).toMatch(/^[\u0980-\u09FF ()-]+$/);
  });

  it('ties every district to a division and every upazila to a district', () => {
    const divisionIds = new Set(DIVISIONS.map(([id]) => id));
    const districtIds = new Set(DISTRICTS.map(([id]) => id));
    expect(DISTRICTS.every(([, divisionId]) => divisionIds.has(divisionId))).toBe(true);
    expect(UPAZILAS.every(([, districtId]) => districtIds.has(districtId))).toBe(true);
    expect(DIVISIONS.map(([id]) => districtsOf(id).length).reduce((a, b) => a + b)).toBe(64);
  });

  it('knows Dhaka district and its upazilas', () => {
    const dhaka = DISTRICTS.find(([id]) => id === DHAKA_DISTRICT_ID)!;
    expect(dhaka.slice(2)).toEqual(['Dhaka', 'ঢাকা']);
    expect(upazilasOf(DHAKA_DISTRICT_ID).map((upazila) => upazila[2])).toContain('Savar');
  });

  it('finds a place only when each part lies inside the one before it', () => {
    const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
    const place = { divisionId: '6', districtId: DHAKA_DISTRICT_ID, upazilaId: savar[0] };
    expect(findDeliveryPlace(place)).not.toBeNull();
    expect(findDeliveryPlace({ ...place, divisionId: '1' })).toBeNull();
    expect(findDeliveryPlace({ ...place, upazilaId: '1' })).toBeNull();
    expect(deliveryAddressLine({ ...place, street: 'House 12, Road 3' })).toBe('House 12, Road 3, Savar, Dhaka, Dhaka');
    expect(deliveryAddressLine({ ...place, street: 'বাড়ি ১২' }, 'bn')).toBe('বাড়ি ১২, সাভার, ঢাকা, ঢাকা');
  });
});
