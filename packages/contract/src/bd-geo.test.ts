import { describe, expect, it } from 'vitest';
import {
  areasOf,
  DHAKA_DISTRICT_ID,
  deliveryAddressLine,
  deliveryFeeFor,
  DISTRICTS,
  districtsOf,
  DIVISIONS,
  findDeliveryPlace,
  THANAS,
  thanasOf,
  UPAZILAS,
  upazilasOf,
} from './bd-geo.js';
import { checkoutMessages } from './checkout-messages.js';
import { deliveryAddressSchema, isCodOverCeiling } from './checkout.js';

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

  describe("the cities' thanas", () => {
    const districtNamed = (name: string) => DISTRICTS.find((district) => district[2] === name)![0];
    const thanaNamed = (districtId: string, name: string) =>
      THANAS.find(([, parent, thanaName]) => parent === districtId && thanaName === name)!;

    it("lists Dhaka Metropolitan Police's 50 thanas before Dhaka district's upazilas, each saying which it is", () => {
      const areas = areasOf(DHAKA_DISTRICT_ID);
      const thanas = areas.filter((area) => area.kind === 'thana').map((area) => area.name);
      expect(thanas).toHaveLength(50);
      expect(thanas).toEqual(expect.arrayContaining(['Mirpur Model', 'Dhanmondi', 'Gulshan', 'Uttara West', 'Wari']));
      expect(areas.filter((area) => area.kind === 'upazila').map((area) => area.name)).toEqual(
        upazilasOf(DHAKA_DISTRICT_ID).map((upazila) => upazila[2]),
      );
      expect(areas.at(0)?.kind).toBe('thana');
      expect(areas.at(-1)?.kind).toBe('upazila');
      expect(areas.find((area) => area.name === 'Dhanmondi')).toEqual({
        id: 'dhaka-dhanmondi',
        districtId: DHAKA_DISTRICT_ID,
        kind: 'thana',
        name: 'Dhanmondi',
        nameBn: 'ধানমন্ডি',
      });
    });

    it("has each city's thanas in its district, and none elsewhere", () => {
      const counts = Object.fromEntries(
        [...new Set(THANAS.map(([, districtId]) => districtId))].map((id) => [
          DISTRICTS.find(([districtId]) => districtId === id)![2],
          thanasOf(id).length,
        ]),
      );
      expect(counts).toEqual({
        Dhaka: 50,
        Chattogram: 16,
        Khulna: 8,
        Rajshahi: 12,
        Sylhet: 6,
        Barisal: 4,
        Rangpur: 6,
        Gazipur: 8,
        Narayanganj: 3,
        Comilla: 1,
        Mymensingh: 1,
      });
      expect(thanasOf(districtNamed('Chattogram')).map((thana) => thana[2])).toContain('Double Mooring');
      expect(areasOf(districtNamed('Tangail')).every((area) => area.kind === 'upazila')).toBe(true);
    });

    it('names every thana in English and in Bangla script, once in its district', () => {
      for (const [, , name, nameBn] of THANAS) {
        expect(name).toMatch(/^[A-Z][A-Za-z -]+$/);
        expect(nameBn).toMatch(/^[\u0980-\u09FF ]+$/);
      }
      const names = THANAS.map(([, districtId, name]) => `${districtId} ${name}`);
      expect(new Set(names).size).toBe(names.length);
    });

    it("gives each thana an id of its own, never digits alone, that the checkout's schema takes", () => {
      const ids = THANAS.map(([id]) => id);
      const upazilaIds = new Set(UPAZILAS.map(([id]) => id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).not.toMatch(/^\d+$/);
        expect(upazilaIds.has(id)).toBe(false);
      }
      const address = { name: 'Rahim', phone: '01712345678', divisionId: '6', districtId: '47', street: 'House 12' };
      for (const id of ids) expect(deliveryAddressSchema.safeParse({ ...address, upazilaId: id }).success).toBe(true);
      for (const upazilaId of [
        'Mirpur',
        'dhaka',
        'dhaka-',
        '-mirpur',
        '12345',
        'dhaka mirpur',
        `dhaka-${'a'.repeat(60)}`,
      ]) {
        const parsed = deliveryAddressSchema.safeParse({ ...address, upazilaId });
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([checkoutMessages.placeRequired]);
      }
      // A district is bd-geo's alone: a thana id is never one.
      expect(
        deliveryAddressSchema.safeParse({ ...address, districtId: 'dhaka-mirpur-model', upazilaId: '365' }).success,
      ).toBe(false);
    });

    it('finds a thana only in its own district, and writes it in the address line', () => {
      const mirpur = thanaNamed(DHAKA_DISTRICT_ID, 'Mirpur Model');
      const place = { divisionId: '6', districtId: DHAKA_DISTRICT_ID, upazilaId: mirpur[0] };
      expect(findDeliveryPlace(place)).toMatchObject({ upazila: mirpur, kind: 'thana' });
      expect(findDeliveryPlace({ ...place, divisionId: '1', districtId: districtNamed('Chattogram') })).toBeNull();
      expect(findDeliveryPlace({ ...place, districtId: districtNamed('Gazipur') })).toBeNull();
      const kotwali = thanaNamed(districtNamed('Chattogram'), 'Kotwali');
      expect(findDeliveryPlace({ ...place, upazilaId: kotwali[0] })).toBeNull();
      expect(findDeliveryPlace({ ...place, upazilaId: 'dhaka-mirpur' })).toBeNull();
      expect(deliveryAddressLine({ ...place, street: 'House 12, Road 3' })).toBe(
        'House 12, Road 3, Mirpur Model, Dhaka, Dhaka',
      );
      expect(deliveryAddressLine({ ...place, street: 'বাড়ি ১২' }, 'bn')).toBe('বাড়ি ১২, মিরপুর মডেল, ঢাকা, ঢাকা');
    });
  });
});

describe('deliveryFeeFor', () => {
  const fees = { insideDhaka: 70, outsideDhaka: 130 };
  it('charges the inside-Dhaka fee in Dhaka district only', () => {
    expect(deliveryFeeFor(DHAKA_DISTRICT_ID, fees)).toBe(70);
    expect(deliveryFeeFor(districtsOf('6').find(([, , name]) => name === 'Gazipur')![0], fees)).toBe(130);
  });
  it('charges the outside fee for an address without a district', () => {
    expect(deliveryFeeFor(undefined, fees)).toBe(130);
  });
});

describe('isCodOverCeiling', () => {
  it('refuses cash on delivery over the ceiling, and nothing else', () => {
    expect(isCodOverCeiling('cod', 20_001, 20_000)).toBe(true);
    expect(isCodOverCeiling('cod', 20_000, 20_000)).toBe(false);
    expect(isCodOverCeiling('sslcommerz', 90_000, 20_000)).toBe(false);
    expect(isCodOverCeiling(undefined, 90_000, 20_000)).toBe(false);
  });
});
