import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * The callouts file (docs/product.md#parts-diagrams): every callout of every parts diagram as CSV,
 * exported and imported back by the admin, all or nothing, like the catalogue file.
 */
export const CALLOUT_FILE_COLUMNS = ['vehicle', 'assembly', 'callout', 'sku', 'quantity', 'years', 'x', 'y'] as const;
export const CALLOUT_FILE_MAX_BYTES = 4 * 1024 * 1024;

export const calloutFileMessages = messageTable(
  'calloutFile',
  {
    empty: 'The file is empty: it needs the column names in its first row',
    columns: `The first row must name the columns ${CALLOUT_FILE_COLUMNS.join(', ')}, in that order`,
    cellCount: `A row needs ${CALLOUT_FILE_COLUMNS.length} cells`,
    vehicleUnknown: 'vehicle: no such vehicle (write it make|model|variant, as the catalogue file does)',
    assemblyUnknown: 'assembly: that vehicle has no parts diagram by this slug',
    calloutInvalid: 'callout: a whole number from 1 to 999',
    skuUnknown: 'sku: no part on sale has this SKU',
    quantityInvalid: 'quantity: a whole number from 1 to 999',
    yearsInvalid: 'years: empty (every year) or two years such as 2012-2019, the first not after the second',
    positionInvalid: (column: 'x' | 'y') => `${column}: a number from 0 to 1`,
    rejected: (rows: number) => `Nothing was imported: ${rows} ${rows === 1 ? 'row is' : 'rows are'} bad`,
  },
  { positionInvalid: ['column'], rejected: ['rows'] },
);

const wholeFrom1To999 = /^[1-9]\d{0,2}$/;
/** A place across or down a drawing: a decimal from 0 to 1. */
const fraction = (column: 'x' | 'y') =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^[01]$|^[01]\.\d+$/.test(value) && Number(value) <= 1,
      calloutFileMessages.positionInvalid(column),
    )
    .transform(Number);

/** One row's cells as written; the vehicle, assembly and SKU are looked up by the importer. */
export const calloutFileRowSchema = lazySchema(() =>
  z.object({
    vehicle: z.string().trim(),
    assembly: z.string().trim(),
    callout: z.string().trim().regex(wholeFrom1To999, calloutFileMessages.calloutInvalid).transform(Number),
    sku: z.string().trim(),
    quantity: z.string().trim().regex(wholeFrom1To999, calloutFileMessages.quantityInvalid).transform(Number),
    years: z
      .string()
      .trim()
      .regex(/^$|^\d{4}-\d{4}$/, calloutFileMessages.yearsInvalid)
      .transform((years) => {
        if (!years) return { yearFrom: null, yearTo: null };
        const [yearFrom, yearTo] = years.split('-').map(Number) as [number, number];
        return { yearFrom, yearTo };
      })
      .refine(({ yearFrom, yearTo }) => yearFrom === null || yearTo === null || yearFrom <= yearTo, {
        message: calloutFileMessages.yearsInvalid,
      }),
    x: fraction('x'),
    y: fraction('y'),
  }),
);
export type CalloutFileRow = z.output<typeof calloutFileRowSchema>;

export const calloutImportResultSchema = lazySchema(() =>
  z.object({
    /** The diagrams whose callouts the file replaced, and how many callouts they now have. */
    assemblies: z.number().int().nonnegative(),
    callouts: z.number().int().nonnegative(),
  }),
);
export type CalloutImportResult = z.infer<typeof calloutImportResultSchema>;
