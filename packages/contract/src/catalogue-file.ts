import { z } from 'zod';
import { isMinimumOrderPayable, productFieldRules } from './part-input.js';
import { BIKE_YEAR_MAX, BIKE_YEAR_MIN } from './catalogue-facts.js';
import { PRODUCT_NUMBER_MAX } from './constants.js';
import { formatCount } from './format-taka.js';
import { messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';
import { refusalCodeFields } from './common.js';

/**
 * The admin's catalogue file (docs/product.md#catalogue): the whole catalogue as CSV (RFC 4180), exported and
 * imported with these columns. Prices are taka; `oemNumbers` and `fitment` list their entries
 * `;`-separated, a fitment entry as `make|model|variant|yearFrom-yearTo` (the English names).
 * `name_bn` and `description_bn` are the part's Bangla (empty: Bangla pages show the English).
 * `replaces` lists the old part numbers the part replaces, `;`-separated
 * (docs/search.md#old-part-numbers).
 */
export const CATALOGUE_FILE_COLUMNS = [
  'sku',
  'name',
  'name_bn',
  'category',
  'description',
  'description_bn',
  'price',
  'minimumOrder',
  'availableQuantity',
  'img',
  'oemNumbers',
  'fitment',
  'replaces',
] as const;
export type CatalogueFileColumn = (typeof CATALOGUE_FILE_COLUMNS)[number];

/**
 * Columns a file may leave out: a file exported before the shop spoke Bangla, or before parts
 * listed the old numbers they replace, still imports, and leaves those of the parts it updates as
 * they were.
 */
export const CATALOGUE_FILE_OPTIONAL_COLUMNS: readonly CatalogueFileColumn[] = [
  'name_bn',
  'description_bn',
  'replaces',
];

/**
 * The largest file the import reads: 10,000 parts with descriptions of a few hundred characters
 * and a dozen fitment entries each come to about 8 MB; a bigger catalogue goes in as several files.
 */
export const CATALOGUE_FILE_MAX_BYTES = 16 * 1024 * 1024;
export const SKU_MAX = 64;
export const OEM_NUMBER_MAX = 64;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const OLD_PART_NUMBER_MAX = 64;
/** An old part number as manufacturers print them: `06455-KWB-601`, `06455 KWB 601`; a digit at least. */
export const OLD_PART_NUMBER_PATTERN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;
export const OLD_PART_NUMBERS_MAX = 20;

/** The import answers a stream of these lines when asked for it (`Accept: application/x-ndjson`). */
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

export const catalogueFileMessages = messageTable(
  'catalogueFile',
  {
    tooLarge: `A catalogue file can be at most ${CATALOGUE_FILE_MAX_BYTES / 1024 / 1024} MB (about 10,000 parts). Split a larger catalogue into several files: each row updates its part by SKU.`,
    chooseFile: 'Choose the catalogue file (CSV) to import',
    empty: 'The file is empty: its first row must name the columns',
    noRows: 'The file has no parts, only its first row',
    unclosedQuote: 'A quoted cell is not closed: a " is missing',
    missingColumn: (column: string) => `The first row has no ${column} column`,
    unknownColumn: (column: string) =>
      `Unknown column "${column}": the columns are ${CATALOGUE_FILE_COLUMNS.join(', ')}`,
    repeatedColumn: (column: string) => `The ${column} column is named twice`,
    cellCount: (found: number, expected: number) =>
      `This row has ${found} cells; the first row names ${expected} columns`,
    skuRequired: 'SKU is required',
    skuInvalid: `SKU may have letters, digits and . _ / - (starting with a letter or digit), at most ${SKU_MAX} characters`,
    skuRepeated: (sku: string, firstRow: number) => `SKU ${sku} is also on row ${firstRow}`,
    categoryRequired: 'Category is required (a category slug such as brakes)',
    categoryUnknown: (slug: string) => `There is no category "${slug}"`,
    required: (label: string) => `${label} is required`,
    numberInvalid: (label: string) => `${label} must be a number, such as 250 or 99.50`,
    availableQuantityNegative: 'Available quantity cannot be below 0',
    availableQuantityTooLarge: 'Available quantity is too large',
    oemNumberTooLong: `An OEM number can be at most ${OEM_NUMBER_MAX} characters`,
    fitmentInvalid: (entry: string) => `Fitment "${entry}" must be make|model|variant|yearFrom-yearTo`,
    fitmentYears: (entry: string) =>
      `Fitment "${entry}": the years must run from ${BIKE_YEAR_MIN} to ${BIKE_YEAR_MAX}, the first not after the last`,
    fitmentRepeated: (entry: string) => `Fitment "${entry}" is listed twice`,
    oldNumberInvalid: (entry: string) =>
      `Old part number "${entry}" may have letters, digits, spaces and . _ / - (a digit at least), at most ${OLD_PART_NUMBER_MAX} characters`,
    oldNumberOwn: (entry: string) => `Old part number "${entry}" is this part's own SKU or OEM number`,
    oldNumberLive: (entry: string) => `Old part number "${entry}" is the SKU of another part on sale`,
    tooManyOldNumbers: `A part can replace at most ${OLD_PART_NUMBERS_MAX} old part numbers`,
    fitmentVehicleUnknown: (entry: string) => `Fitment "${entry}": there is no such bike (make|model|variant)`,
    fitmentOutsideVehicleYears: (entry: string, yearFrom: number, yearTo: number) =>
      `Fitment "${entry}": that bike was made from ${yearFrom} to ${yearTo}`,
    rejected: (rowCount: number) =>
      `${rowCount === 1 ? '1 row has' : `${formatCount(rowCount)} rows have`} problems, so nothing was imported. Fix them and import the file again.`,
    imported: ({ created, updated }: { created: number; updated: number }) =>
      `${created === 1 ? '1 part' : `${formatCount(created)} parts`} added, ${formatCount(updated)} updated`,
  },
  {
    missingColumn: ['column'],
    unknownColumn: ['column'],
    repeatedColumn: ['column'],
    cellCount: ['found', 'expected'],
    skuRepeated: ['sku', 'row'],
    categoryUnknown: ['slug'],
    required: ['label'],
    numberInvalid: ['label'],
    fitmentInvalid: ['entry'],
    fitmentYears: ['entry'],
    fitmentRepeated: ['entry'],
    oldNumberInvalid: ['entry'],
    oldNumberOwn: ['entry'],
    oldNumberLive: ['entry'],
    fitmentVehicleUnknown: ['entry'],
    fitmentOutsideVehicleYears: ['entry', 'yearFrom', 'yearTo'],
    rejected: ['rowCount'],
    imported: ['created', 'updated'],
  },
);

/** `12`, `-3` or `99.50`: a number as a spreadsheet writes it, without exponents or separators. */
const isDecimal = (cell: string) => {
  const [whole = '', fraction, ...rest] = cell.replace(/^-/, '').split('.');
  return rest.length === 0 && /^\d{1,12}$/.test(whole) && (fraction === undefined || /^\d{1,12}$/.test(fraction));
};

/** A whole number or decimal as a cell writes it; the field's own rule then judges the number. */
const numberCell = (label: string) =>
  z
    .string()
    .trim()
    .transform((cell, context) => {
      if (isDecimal(cell)) return Number(cell);
      const message = cell === '' ? catalogueFileMessages.required(label) : catalogueFileMessages.numberInvalid(label);
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** `a; b;c` → `['a', 'b', 'c']`: entries trimmed, empty ones dropped. */
export const listCell = () =>
  z
    .string()
    .transform((cell) => cell.split(';').map((entry) => entry.trim()))
    .transform((entries) => entries.filter(Boolean));

/**
 * A part's old part numbers (docs/search.md#old-part-numbers), each as a part number looks; the
 * same number in another form (`06455kwb601`) is dropped. Whether one is the part's own or
 * another live part's SKU is for the server to say.
 */
export const oldNumbersRule = lazySchema(() =>
  z
    .array(z.string().trim())
    .transform((entries, context) => {
      const kept = new Map<string, string>();
      for (const entry of entries.filter(Boolean)) {
        if (entry.length > OLD_PART_NUMBER_MAX || !OLD_PART_NUMBER_PATTERN.test(entry)) {
          context.addIssue({ code: 'custom', message: catalogueFileMessages.oldNumberInvalid(entry) });
          continue;
        }
        const normal = normalizePartNumber(entry);
        if (!kept.has(normal)) kept.set(normal, entry);
      }
      return [...kept.values()];
    })
    .refine((entries) => entries.length <= OLD_PART_NUMBERS_MAX, catalogueFileMessages.tooManyOldNumbers),
);

/** A part number as search compares them: lower-cased letters and digits only (migration 0006). */
export const normalizePartNumber = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The old numbers among `replaces` that are the part's own SKU or one of its OEM numbers. */
export const ownNumbersIn = (part: { sku: string; oemNumbers: readonly string[]; replaces: readonly string[] }) => {
  const own = new Set([part.sku, ...part.oemNumbers].map(normalizePartNumber));
  return part.replaces.filter((entry) => own.has(normalizePartNumber(entry)));
};

export type FitmentEntry = {
  text: string;
  make: string;
  model: string;
  variant: string;
  yearFrom: number;
  yearTo: number;
};

export const fitmentCell = lazySchema(() =>
  listCell().transform((entries, context) => {
    const fitment: FitmentEntry[] = [];
    const seen = new Set<string>();
    for (const text of entries) {
      const fields = text.split('|').map((field) => field.trim());
      const years = /^(\d{4})\s*-\s*(\d{4})$/.exec(fields[3] ?? '');
      if (fields.length !== 4 || !fields[0] || !fields[1] || !years) {
        context.addIssue({ code: 'custom', message: catalogueFileMessages.fitmentInvalid(text) });
        continue;
      }
      const [make, model, variant] = fields as [string, string, string];
      const [yearFrom, yearTo] = [Number(years[1]), Number(years[2])];
      if (yearFrom > yearTo || yearFrom < BIKE_YEAR_MIN || yearTo > BIKE_YEAR_MAX) {
        context.addIssue({ code: 'custom', message: catalogueFileMessages.fitmentYears(text) });
        continue;
      }
      // The database keys a fitment row by its bike and first year.
      const key = [make, model, variant, yearFrom].join('|').toLowerCase();
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: catalogueFileMessages.fitmentRepeated(text) });
        continue;
      }
      seen.add(key);
      fitment.push({ text, make, model, variant, yearFrom, yearTo });
    }
    return fitment;
  }),
);

/**
 * One row of the file, its cells as they came, to a part. The product rules are Add Product's,
 * but for stock: a part's stock falls with every order, to 0 and below its minimum order, and a
 * file exported from the shop must import again as it is. Whether the category and the bikes
 * exist, and SKUs repeated across rows, are for the importer to say.
 */
export const catalogueFileRowSchema = lazySchema(() =>
  z
    .object({
      sku: z
        .string()
        .trim()
        .min(1, { error: catalogueFileMessages.skuRequired, abort: true })
        .max(SKU_MAX, catalogueFileMessages.skuInvalid)
        .regex(SKU_PATTERN, catalogueFileMessages.skuInvalid),
      name: productFieldRules.name,
      // Absent (undefined) when the file has no such column; '' when its cell is empty.
      name_bn: productFieldRules.nameBn.optional(),
      category: z.string().trim().min(1, catalogueFileMessages.categoryRequired),
      description: productFieldRules.description,
      description_bn: productFieldRules.descriptionBn.optional(),
      price: numberCell('Price').pipe(productFieldRules.price),
      minimumOrder: numberCell('Minimum order').pipe(productFieldRules.minimumOrder),
      availableQuantity: numberCell('Available quantity').pipe(
        z
          .number()
          .int('Available quantity must be a whole number')
          .min(0, catalogueFileMessages.availableQuantityNegative)
          .max(PRODUCT_NUMBER_MAX, catalogueFileMessages.availableQuantityTooLarge),
      ),
      img: z.string().trim().pipe(productFieldRules.img),
      oemNumbers: listCell().pipe(z.array(z.string().max(OEM_NUMBER_MAX, catalogueFileMessages.oemNumberTooLong))),
      fitment: fitmentCell,
      // Absent when the file has no such column: the parts it updates keep their old numbers.
      replaces: listCell().pipe(oldNumbersRule).optional(),
    })
    .refine(isMinimumOrderPayable, { message: messages.minimumOrderTooCostly, path: ['minimumOrder'] })
    .superRefine((row, context) => {
      for (const entry of ownNumbersIn({ ...row, replaces: row.replaces ?? [] })) {
        context.addIssue({ code: 'custom', message: catalogueFileMessages.oldNumberOwn(entry), path: ['replaces'] });
      }
    }),
);
export type CatalogueFileRow = z.output<typeof catalogueFileRowSchema>;

export const catalogueImportResultSchema = lazySchema(() =>
  z.object({
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
  }),
);
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** A bad row, numbered as a spreadsheet shows it (the column names are row 1). */
export const catalogueRowErrorSchema = lazySchema(() =>
  z.object({ row: z.number().int().positive(), message: z.string(), ...refusalCodeFields }),
);
export type CatalogueRowError = z.infer<typeof catalogueRowErrorSchema>;

/** The import refused: every problem of every bad row, and nothing changed. */
export const catalogueImportRejectionSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    ...refusalCodeFields,
    errors: z.array(catalogueRowErrorSchema),
  }),
);
export type CatalogueImportRejection = z.infer<typeof catalogueImportRejectionSchema>;

export const CATALOGUE_IMPORT_PHASES = ['checking', 'saving'] as const;
export type CatalogueImportPhase = (typeof CATALOGUE_IMPORT_PHASES)[number];

/**
 * A line of the import's NDJSON answer: progress lines, then one last line, `done` with the
 * counts or `failed` with the refusal (its `errors` empty when the server failed, not the file).
 */
export const catalogueImportLineSchema = lazySchema(() =>
  z.discriminatedUnion('phase', [
    z.object({
      phase: z.enum(CATALOGUE_IMPORT_PHASES),
      done: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    }),
    catalogueImportResultSchema.extend({ phase: z.literal('done') }),
    catalogueImportRejectionSchema.extend({ phase: z.literal('failed') }),
  ]),
);
export type CatalogueImportLine = z.infer<typeof catalogueImportLineSchema>;
