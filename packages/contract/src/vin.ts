import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Chassis numbers (VINs, ISO 3779) and the admin's table of VIN patterns: how a number is read,
 * what `POST /api/vin/decode` answers, and the pattern file's columns (docs/architecture.md#chassis-numbers,
 * ADR 048).
 */

export const VIN_LENGTH = 17;
/** Characters 4–8, the vehicle descriptor a pattern matches. */
export const VIN_DESCRIPTOR_LENGTH = 5;
/** In a pattern's descriptor, any one character. */
export const VIN_WILDCARD = '?';
/** What a rider may type around a number's characters: at most this many characters in all. */
export const VIN_INPUT_MAX = 40;
/** The pattern file's size limit: far more than every model of every maker sold in Bangladesh. */
export const VIN_PATTERN_FILE_MAX_BYTES = 1024 * 1024;
export const VIN_PATTERN_COLUMNS = ['wmi', 'descriptor', 'make', 'model', 'variant'] as const;

/** The letters a VIN never has, so that they are not read as 1 and 0. */
const FORBIDDEN_LETTERS = new Set(['I', 'O', 'Q']);

/**
 * The 10th character's model year within the 30-year cycle 2010–2039 (ISO 3779's table as the
 * NHTSA applies it: letters without I, O, Q, U, Z, then the digits 1–9); 1980–2009 used the same
 * codes, 30 years earlier.
 */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const YEAR_CYCLE = 30;
const YEAR_CYCLE_START = 2010;

export const vinMessages = messageTable(
  'vin',
  {
    vinRequired: 'Type the chassis number',
    vinLength: (length: number) => `A chassis number has 17 characters; this one has ${length}.`,
    vinLetterForbidden: (letter: string, position: number) =>
      `A chassis number never contains I, O or Q: found ${letter} at position ${position}.`,
    vinCharacterInvalid: (character: string, position: number) =>
      `A chassis number has only letters and digits: found ${character} at position ${position}.`,
    vinYearInvalid: (character: string) =>
      `The 10th character of a chassis number gives the model year, and ${character} is not a year code.`,
    vinMakerUnknown: 'We do not know the maker of this chassis number yet: choose your bike from the list instead.',
    vinBikeMismatch: 'That chassis number is not one of this bike: check the number, or choose the bike again.',
    patternWmiInvalid: 'A maker code is 3 letters or digits, without I, O or Q',
    patternDescriptorInvalid:
      'A descriptor is 5 letters or digits (characters 4 to 8), ? for any one, without I, O or Q',
    patternVehicleUnknown: 'There is no such bike: choose one from the list',
    patternMakerMismatch: (wmi: string, make: string) => `Maker code ${wmi} is already ${make}'s`,
    patternRepeated: 'That pattern is in the table already',
    patternNotFound: 'That pattern is not in the table',
    fileNoRows: 'The file has no patterns, only its first row',
    fileColumns: `The first row must name the columns ${VIN_PATTERN_COLUMNS.join(', ')}`,
    fileRowRepeated: (row: number) => `The same maker code and descriptor as row ${row}`,
  },
  {
    vinLength: ['length'],
    vinLetterForbidden: ['letter', 'position'],
    vinCharacterInvalid: ['character', 'position'],
    vinYearInvalid: ['character'],
    patternMakerMismatch: ['wmi', 'make'],
    fileRowRepeated: ['row'],
  },
);

/** A chassis number as read: its parts, upper case, and the model year. */
export type ReadVin = {
  /** The whole number, upper case, without spaces or dashes. */
  vin: string;
  /** Characters 1–3: the maker. */
  wmi: string;
  /** Characters 4–8: the model, as the maker codes it. */
  descriptor: string;
  /** Character 10. */
  yearCode: string;
  year: number;
};

export type VinReading = { isRead: true; reading: ReadVin } | { isRead: false; message: string };

/** What a rider types around a number's characters: ignored. */
const SEPARATORS = /[\s-]/g;

/**
 * The model year of a year code: of the years the code stands for (one each 30 years), the latest
 * that is not past next year (a maker sells next year's models from the autumn). Null for a
 * character that is not a year code.
 */
export function modelYearOf(code: string, today: Date): number | null {
  const index = YEAR_CODES.indexOf(code.toUpperCase());
  if (index < 0 || code.length !== 1) return null;
  const latest = today.getUTCFullYear() + 1;
  let year = YEAR_CYCLE_START + index;
  while (year + YEAR_CYCLE <= latest) year += YEAR_CYCLE;
  while (year > latest) year -= YEAR_CYCLE;
  return year;
}

/**
 * Reads a chassis number as a rider typed it: any case, spaces and dashes ignored. Refuses it with
 * a message that says what is wrong: its length, a character that cannot be in one, or a 10th
 * character that is no year code. The 9th (check) character is not checked: only North America
 * requires it, and makers elsewhere put other things there.
 */
export function readVin(typed: string, today: Date): VinReading {
  const vin = typed.replace(SEPARATORS, '').toUpperCase();
  if (vin === '') return { isRead: false, message: vinMessages.vinRequired };
  if (vin.length !== VIN_LENGTH) return { isRead: false, message: vinMessages.vinLength(vin.length) };
  const characters = [...vin];
  for (const [index, character] of characters.entries()) {
    if (FORBIDDEN_LETTERS.has(character)) {
      return { isRead: false, message: vinMessages.vinLetterForbidden(character, index + 1) };
    }
    if (!/^[A-Z0-9]$/.test(character)) {
      return { isRead: false, message: vinMessages.vinCharacterInvalid(character, index + 1) };
    }
  }
  const yearCode = vin.charAt(9);
  const year = modelYearOf(yearCode, today);
  if (year === null) return { isRead: false, message: vinMessages.vinYearInvalid(yearCode) };
  return {
    isRead: true,
    reading: { vin, wmi: vin.slice(0, 3), descriptor: vin.slice(3, 3 + VIN_DESCRIPTOR_LENGTH), yearCode, year },
  };
}

/** Letters and digits a VIN may have. */
const VIN_CHARACTER = '[A-HJ-NPR-Z0-9]';
export const WMI_PATTERN = new RegExp(`^${VIN_CHARACTER}{3}$`);
export const DESCRIPTOR_PATTERN = new RegExp(`^(?:${VIN_CHARACTER}|\\?){${VIN_DESCRIPTOR_LENGTH}}$`);

/** Whether a pattern's descriptor (`?` for any one character) matches a number's characters 4–8. */
export function descriptorMatches(pattern: string, descriptor: string): boolean {
  if (pattern.length !== descriptor.length) return false;
  return [...pattern].every((character, index) => character === VIN_WILDCARD || character === descriptor[index]);
}

/**
 * The one vehicle a number's descriptor names, or null: when no pattern matches, or the patterns
 * that match name more than one vehicle, the shop does not guess.
 */
export function matchVehicle(patterns: readonly { descriptor: string; vehicleId: number }[], descriptor: string) {
  const matched = new Set(
    patterns.filter((pattern) => descriptorMatches(pattern.descriptor, descriptor)).map((pattern) => pattern.vehicleId),
  );
  return matched.size === 1 ? ([...matched][0] as number) : null;
}

const vinCodeSchema = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(pattern, message));

/** `POST /api/vin/decode`'s body: the number as typed; its checks are readVin's, with their messages. */
export const decodeVinSchema = lazySchema(() =>
  z.strictObject({
    vin: z.string({ error: vinMessages.vinRequired }).max(VIN_INPUT_MAX, vinMessages.vinLength(VIN_INPUT_MAX)),
  }),
);
export type DecodeVin = z.infer<typeof decodeVinSchema>;

export const vinCandidateSchema = lazySchema(() =>
  z.object({
    vehicleId: z.number().int(),
    make: z.string(),
    makeBn: z.string(),
    model: z.string(),
    modelBn: z.string(),
    variant: z.string(),
    variantBn: z.string(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
  }),
);
export type VinCandidate = z.infer<typeof vinCandidateSchema>;

/**
 * What a number says: its maker, model year and the vehicles it may be. One candidate when the
 * admin's patterns name exactly one vehicle (`isExact`); else every model of that maker, to choose
 * from.
 */
export const vinDecodedSchema = lazySchema(() =>
  z.object({
    make: z.string(),
    makeBn: z.string(),
    year: z.number().int(),
    isExact: z.boolean(),
    candidates: z.array(vinCandidateSchema),
  }),
);
export type VinDecoded = z.infer<typeof vinDecodedSchema>;

/** A row of the admin's pattern table. */
export const vinPatternSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    wmi: z.string(),
    descriptor: z.string(),
    vehicleId: z.number().int(),
    make: z.string(),
    model: z.string(),
    variant: z.string(),
  }),
);
export type VinPattern = z.infer<typeof vinPatternSchema>;
/** Patterns a page of the back office's list shows. */
export const VIN_PATTERNS_PAGE_SIZE = 50;
/** `GET /api/admin/vin-patterns?page=&pageSize=`: a page of the patterns; a large catalogue has one for each model. */
export const vinPatternListQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(VIN_PATTERNS_PAGE_SIZE),
  }),
);
export const vinPatternListSchema = lazySchema(() =>
  z.object({
    patterns: z.array(vinPatternSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type VinPatternList = z.infer<typeof vinPatternListSchema>;

/** The back office's Add pattern form and `POST /api/admin/vin-patterns`. */
export const addVinPatternSchema = lazySchema(() =>
  z.strictObject({
    wmi: vinCodeSchema(WMI_PATTERN, vinMessages.patternWmiInvalid),
    descriptor: vinCodeSchema(DESCRIPTOR_PATTERN, vinMessages.patternDescriptorInvalid),
    vehicleId: z
      .number({ error: vinMessages.patternVehicleUnknown })
      .int(vinMessages.patternVehicleUnknown)
      .positive(vinMessages.patternVehicleUnknown),
  }),
);
export type AddVinPattern = z.input<typeof addVinPatternSchema>;

/** Why a number was logged: its maker, or its model, was not known. */
export const VIN_UNKNOWN_REASONS = ['maker', 'pattern', 'several'] as const;
export type VinUnknownReason = (typeof VIN_UNKNOWN_REASONS)[number];

/**
 * A number the patterns could not name, as the admin's log keeps it: only its maker code and
 * descriptor, never the whole number (the serial, characters 12–17, is the rider's).
 */
export const vinUnknownSchema = lazySchema(() =>
  z.object({
    wmi: z.string(),
    descriptor: z.string(),
    reason: z.enum(VIN_UNKNOWN_REASONS),
    count: z.number().int(),
    lastSeenAt: z.iso.datetime(),
  }),
);
export type VinUnknown = z.infer<typeof vinUnknownSchema>;
export const vinUnknownListSchema = lazySchema(() => z.object({ unknowns: z.array(vinUnknownSchema) }));
export type VinUnknownList = z.infer<typeof vinUnknownListSchema>;

/** The import replaced the whole table with the file's patterns. */
/** The import refused: every bad row's problems, and nothing changed. */
export const vinPatternImportRejectionSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(z.object({ row: z.number().int().positive(), message: z.string() })),
  }),
);
export type VinPatternImportRejection = z.infer<typeof vinPatternImportRejectionSchema>;

export const vinPatternImportResultSchema = lazySchema(() => z.object({ patterns: z.number().int() }));
export type VinPatternImportResult = z.infer<typeof vinPatternImportResultSchema>;
