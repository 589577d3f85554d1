import { describe, expect, it } from 'vitest';
import { addVinPatternSchema, descriptorMatches, matchVehicle, modelYearOf, readVin, vinMessages } from './vin.js';

const today = new Date('2026-11-29T10:00:00Z');
/** A Bajaj number of model year 2019 (K). */
const PULSAR = 'MD2A11CZ3KCA12345';

describe('readVin', () => {
  it('reads the maker, the descriptor and the model year', () => {
    expect(readVin(PULSAR, today)).toEqual({
      isRead: true,
      reading: { vin: PULSAR, wmi: 'MD2', descriptor: 'A11CZ', yearCode: 'K', year: 2019 },
    });
  });

  it('ignores case, spaces and dashes', () => {
    const reading = readVin(' md2-a11cz 3kca-12345 ', today);
    expect(reading).toEqual(readVin(PULSAR, today));
  });

  it('says how long a number of the wrong length is', () => {
    expect(readVin('MD2A11CZ3KCA123', today)).toEqual({
      isRead: false,
      message: 'A chassis number has 17 characters; this one has 15.',
    });
    expect(readVin(`${PULSAR}9`, today)).toEqual({ isRead: false, message: vinMessages.vinLength(18) });
    expect(readVin(' - ', today)).toEqual({ isRead: false, message: vinMessages.vinRequired });
  });

  it('names an I, O or Q and where it is, counting without the separators', () => {
    expect(readVin('MD2-A11OZ3KCA12345', today)).toEqual({
      isRead: false,
      message: 'A chassis number never contains I, O or Q: found O at position 7.',
    });
    expect(readVin('md2a11cz3kca1234i', today)).toEqual({
      isRead: false,
      message: vinMessages.vinLetterForbidden('I', 17),
    });
    expect(readVin('QD2A11CZ3KCA12345', today)).toEqual({
      isRead: false,
      message: vinMessages.vinLetterForbidden('Q', 1),
    });
  });

  it('names any other character that is not a letter or digit', () => {
    expect(readVin('MD2A11C#3KCA12345', today)).toEqual({
      isRead: false,
      message: 'A chassis number has only letters and digits: found # at position 8.',
    });
  });

  it('refuses a 10th character that is no year code', () => {
    for (const code of ['U', 'Z', '0']) {
      expect(readVin(`MD2A11CZ3${code}CA12345`, today)).toEqual({
        isRead: false,
        message: vinMessages.vinYearInvalid(code),
      });
    }
  });
});

describe('modelYearOf', () => {
  it('reads every code of the cycle', () => {
    const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
    const later = new Date('2038-06-01T00:00:00Z');
    expect([...codes].map((code) => modelYearOf(code, later))).toEqual(
      Array.from({ length: 30 }, (_, index) => 2010 + index),
    );
  });

  it('takes the latest year of the cycle that is not past next year', () => {
    expect(modelYearOf('K', today)).toBe(2019);
    expect(modelYearOf('T', today)).toBe(2026);
    // Next year's models are sold from the autumn.
    expect(modelYearOf('V', today)).toBe(2027);
    // 2028 is not sold yet: the code's year 30 years before.
    expect(modelYearOf('W', today)).toBe(1998);
    expect(modelYearOf('1', today)).toBe(2001);
    expect(modelYearOf('A', new Date('2040-03-01T00:00:00Z'))).toBe(2040);
  });

  it('knows no year for a character outside the table', () => {
    expect(modelYearOf('I', today)).toBeNull();
    expect(modelYearOf('0', today)).toBeNull();
    expect(modelYearOf('AB', today)).toBeNull();
  });
});

describe('matchVehicle', () => {
  it('matches a descriptor character by character, ? for any one', () => {
    expect(descriptorMatches('A11CZ', 'A11CZ')).toBe(true);
    expect(descriptorMatches('A1?C?', 'A19CX')).toBe(true);
    expect(descriptorMatches('A1?C?', 'B19CX')).toBe(false);
    expect(descriptorMatches('A1?C', 'A19C')).toBe(true);
    expect(descriptorMatches('A1?C', 'A19CX')).toBe(false);
  });

  it('names the one vehicle the matching patterns name, else none', () => {
    const patterns = [
      { descriptor: 'A11C?', vehicleId: 1 },
      { descriptor: 'A11CZ', vehicleId: 1 },
      { descriptor: 'A12??', vehicleId: 2 },
      { descriptor: 'A1?DZ', vehicleId: 3 },
    ];
    expect(matchVehicle(patterns, 'A11CZ')).toBe(1);
    expect(matchVehicle(patterns, 'A12CZ')).toBe(2);
    // Two patterns, two vehicles: no guess.
    expect(matchVehicle(patterns, 'A12DZ')).toBeNull();
    expect(matchVehicle(patterns, 'B11CZ')).toBeNull();
    expect(matchVehicle([], 'A11CZ')).toBeNull();
  });
});

describe('addVinPatternSchema', () => {
  it('takes codes in any case, upper-cased', () => {
    expect(addVinPatternSchema.parse({ wmi: 'md2', descriptor: 'a1?cz', vehicleId: 4 })).toEqual({
      wmi: 'MD2',
      descriptor: 'A1?CZ',
      vehicleId: 4,
    });
  });

  it('refuses codes of the wrong length or with I, O or Q', () => {
    const issues = (input: object) =>
      addVinPatternSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ wmi: 'MD', descriptor: 'A11CZ', vehicleId: 4 })).toEqual([vinMessages.patternWmiInvalid]);
    expect(issues({ wmi: 'MDO', descriptor: 'A11CZ', vehicleId: 4 })).toEqual([vinMessages.patternWmiInvalid]);
    expect(issues({ wmi: 'MD2', descriptor: 'A11C', vehicleId: 4 })).toEqual([vinMessages.patternDescriptorInvalid]);
    expect(issues({ wmi: 'MD2', descriptor: 'A1*CZ', vehicleId: 4 })).toEqual([vinMessages.patternDescriptorInvalid]);
    expect(issues({ wmi: 'MD2', descriptor: 'A11CZ', vehicleId: 0 })).toEqual([vinMessages.patternVehicleUnknown]);
  });
});
