import { z } from 'zod';
import {
  BIKE_YEAR_MAX,
  BIKE_YEAR_MIN,
  FITMENT_STATUSES,
  GARAGE_BIKES_MAX,
  hasSearchWords,
  PART_SORTS,
  PARTS_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
  SUGGESTIONS_MAX,
} from './catalogue-facts.js';
import { toAsciiDigits } from './digits.js';
import { partSchema } from './part.js';
import { VIN_INPUT_MAX, vinMessages } from './vin.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

export const catalogueMessages = messageTable(
  'catalogue',
  {
    searchInvalid: 'Give one search, as text',
    searchTooLong: `A search can be at most ${SEARCH_QUERY_MAX} characters`,
    searchNoWords: 'There is nothing to search for: type a word or a part number',
    searchEmpty: 'Type a word or a part number to get suggestions',
    categoryInvalid: 'Category must be a category slug such as brakes',
    categoryUnknown: 'There is no such category',
    bikeInvalid: 'Bike must be a vehicle id and a year, such as 12:2021',
    bikeUnknown: 'There is no such bike: that vehicle was not made in that year',
    inStockInvalid: 'In stock must be true or false',
    exactInvalid: 'Exact must be true or false',
    priceInvalid: 'Prices must be amounts in taka, such as 250 or 99.50',
    priceRange: 'The lowest price cannot be above the highest',
    sortInvalid: `Sort must be one of ${PART_SORTS.join(', ')}`,
    relevanceNeedsSearch: 'Sort by relevance needs a search',
    pageInvalid: 'Page must be a whole number from 1',
    pageSizeInvalid: `Page size must be a whole number from 1 to ${PARTS_PAGE_SIZE_MAX}`,
    unknownParameter: (name: string) => `Unknown parameter: ${name}`,
    vehicleInvalid: 'Choose a bike from the list',
    yearInvalid: 'Choose a model year of that bike',
    garageFull: `A garage holds at most ${GARAGE_BIKES_MAX} bikes; remove one first`,
    bikeNotFound: 'That bike is not in your garage',
  },
  { unknownParameter: ['name'] },
);

const wholeNumber = /^[1-9]\d{0,8}$/;
/** Taka with at most two decimals: "250", "99.5", "99.50". */
const isAmount = (value: string) => {
  const [whole = '', fraction, ...rest] = value.split('.');
  return rest.length === 0 && /^\d{1,7}$/.test(whole) && (fraction === undefined || /^\d{1,2}$/.test(fraction));
};

/**
 * `GET /api/parts`'s query string. Every parameter is a string as it came; one out of range or of
 * the wrong form is refused with its message, never clamped or coerced (docs/product.md#catalogue).
 */
export const partsQuerySchema = lazySchema(() =>
  z
    .strictObject(
      {
        q: z
          .string({ error: catalogueMessages.searchInvalid })
          .trim()
          .max(SEARCH_QUERY_MAX, catalogueMessages.searchTooLong)
          // Symbols only ("--", "?!") would otherwise search for nothing and list every part.
          .refine((q) => q === '' || hasSearchWords(q), catalogueMessages.searchNoWords)
          .optional(),
        category: z
          .string({ error: catalogueMessages.categoryInvalid })
          .regex(/^[a-z0-9][a-z0-9-]*$/, catalogueMessages.categoryInvalid)
          .max(64, catalogueMessages.categoryInvalid)
          .optional(),
        bike: z
          .string({ error: catalogueMessages.bikeInvalid })
          .regex(/^[1-9]\d{0,8}:\d{4}$/, catalogueMessages.bikeInvalid)
          .transform((value) => {
            const [vehicleId, year] = value.split(':').map(Number) as [number, number];
            return { vehicleId, year };
          })
          .optional(),
        inStock: z
          .enum(['true', 'false'], { error: catalogueMessages.inStockInvalid })
          .transform((value) => value === 'true')
          .optional(),
        minPrice: z
          .string({ error: catalogueMessages.priceInvalid })
          .overwrite(toAsciiDigits)
          .refine(isAmount, catalogueMessages.priceInvalid)
          .transform(Number)
          .optional(),
        maxPrice: z
          .string({ error: catalogueMessages.priceInvalid })
          .overwrite(toAsciiDigits)
          .refine(isAmount, catalogueMessages.priceInvalid)
          .transform(Number)
          .optional(),
        /** `true`: the words as typed, no typo corrected (the "search instead for" link). */
        exact: z
          .enum(['true', 'false'], { error: catalogueMessages.exactInvalid })
          .transform((value) => value === 'true')
          .optional(),
        sort: z.enum(PART_SORTS, { error: catalogueMessages.sortInvalid }).optional(),
        page: z
          .string({ error: catalogueMessages.pageInvalid })
          .regex(wholeNumber, catalogueMessages.pageInvalid)
          .transform(Number)
          .optional(),
        pageSize: z
          .string({ error: catalogueMessages.pageSizeInvalid })
          .regex(wholeNumber, catalogueMessages.pageSizeInvalid)
          .transform(Number)
          .refine((size) => size <= PARTS_PAGE_SIZE_MAX, catalogueMessages.pageSizeInvalid)
          .optional(),
      },
      {
        // A misspelt parameter would otherwise be dropped silently and the list would look unfiltered.
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? catalogueMessages.unknownParameter(issue.keys.join(', ')) : undefined,
      },
    )
    .superRefine((query, context) => {
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        context.addIssue({ code: 'custom', path: ['minPrice'], message: catalogueMessages.priceRange });
      }
      if (query.sort === 'relevance' && !query.q) {
        context.addIssue({ code: 'custom', path: ['sort'], message: catalogueMessages.relevanceNeedsSearch });
      }
    }),
);
export type PartsQueryInput = z.input<typeof partsQuerySchema>;
export type PartsQuery = z.output<typeof partsQuerySchema>;

export const fitmentStatusSchema = lazySchema(() => z.enum(FITMENT_STATUSES));

/**
 * A part in a list: the spec's fields, its name and description in Bangla ('' when it has none:
 * Bangla pages show the English), its number and category, and whether it fits the current bike.
 */
export const catalogueItemSchema = lazySchema(() =>
  partSchema.extend({
    nameBn: z.string(),
    descriptionBn: z.string(),
    sku: z.string(),
    /** The category's slug. */
    category: z.string(),
    oemNumbers: z.array(z.string()),
    /** Old part numbers this part replaces, as the shop writes them (docs/search.md#old-part-numbers). */
    replaces: z.array(z.string()),
    fitsCurrentBike: fitmentStatusSchema.nullable(),
  }),
);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const partsPageSchema = lazySchema(() =>
  z.object({
    items: z.array(catalogueItemSchema),
    /** The parts the list has, counted up to PARTS_COUNT_CAP. */
    total: z.number().int().nonnegative(),
    /** True when the list has more parts than `total`: it was counted up to the cap and no further. */
    isTotalCapped: z.boolean(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /**
     * The words searched for when a typed word was taken for a catalogue word ("clutch plate" for
     * "clucth plate"); null when the words were searched as typed.
     */
    correctedQuery: z.string().nullable(),
  }),
);
export type PartsPage = z.infer<typeof partsPageSchema>;

/**
 * A vehicle's name as a rider reads it: make, model and variant, each also in Bangla ('' where the
 * catalogue has no Bangla for it: the English shows).
 */
export const vehicleNameSchema = lazySchema(() =>
  z.object({
    make: z.string(),
    makeBn: z.string(),
    model: z.string(),
    modelBn: z.string(),
    variant: z.string(),
    variantBn: z.string(),
  }),
);
export type VehicleName = z.infer<typeof vehicleNameSchema>;

export const fitmentRowSchema = lazySchema(() =>
  vehicleNameSchema.extend({
    vehicleId: z.number().int(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    note: z.string(),
  }),
);
export type FitmentRow = z.infer<typeof fitmentRowSchema>;

export const partDetailSchema = lazySchema(() =>
  catalogueItemSchema.extend({
    categoryName: z.string(),
    categoryNameBn: z.string(),
    fitment: z.array(fitmentRowSchema),
  }),
);
export type PartDetail = z.infer<typeof partDetailSchema>;

/**
 * `GET /api/parts/{id}/successor`: for a removed part, the part on sale that replaces its number
 * (its SKU or an OEM number is among that part's `replaces`); null when there is none, or the part
 * is still on sale (docs/search.md#old-part-numbers).
 */
export const partSuccessorSchema = lazySchema(() =>
  z.object({
    successor: z.object({ _id: z.string(), name: z.string(), nameBn: z.string() }).nullable(),
  }),
);
export type PartSuccessor = z.infer<typeof partSuccessorSchema>;

export const categorySchema = lazySchema(() => z.object({ slug: z.string(), name: z.string(), nameBn: z.string() }));
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = lazySchema(() => z.array(categorySchema));

/** `GET /api/vehicles`: the bike picker's makes, their models (a variant is its own model) and years. */
export const vehicleModelSchema = lazySchema(() =>
  z.object({
    vehicleId: z.number().int(),
    /** The model and its variant as a rider reads it, e.g. "Pulsar 150 Twin Disc". */
    name: z.string(),
    model: z.string(),
    modelBn: z.string(),
    variant: z.string(),
    variantBn: z.string(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    cc: z.number().int(),
  }),
);
export const vehicleMakeSchema = lazySchema(() =>
  z.object({
    make: z.string(),
    makeBn: z.string(),
    models: z.array(vehicleModelSchema),
  }),
);
export const vehicleListSchema = lazySchema(() => z.object({ makes: z.array(vehicleMakeSchema) }));

/**
 * `GET /api/search/suggestions`'s query string: what the rider has typed so far, checked as a
 * search's words are, and not empty (docs/search.md#suggestions).
 */
export const suggestionsQuerySchema = lazySchema(() =>
  z.strictObject(
    {
      q: z
        .string({ error: catalogueMessages.searchEmpty })
        .trim()
        .min(1, catalogueMessages.searchEmpty)
        .max(SEARCH_QUERY_MAX, catalogueMessages.searchTooLong)
        .refine(hasSearchWords, catalogueMessages.searchNoWords),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? catalogueMessages.unknownParameter(issue.keys.join(', ')) : undefined,
    },
  ),
);
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

/**
 * One suggestion, with its names in both languages ('' when the catalogue has no Bangla): a part
 * (its page), a category (the catalogue narrowed to it) or a bike (the parts that fit its newest
 * model year).
 */
export const suggestionSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('part'), id: z.string(), name: z.string(), nameBn: z.string() }),
    z.object({ kind: z.literal('category'), slug: z.string(), name: z.string(), nameBn: z.string() }),
    z.object({
      kind: z.literal('bike'),
      vehicleId: z.number().int(),
      year: z.number().int(),
      name: z.string(),
      nameBn: z.string(),
    }),
  ]),
);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = lazySchema(() => z.object({ items: z.array(suggestionSchema).max(SUGGESTIONS_MAX) }));
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type VehicleModel = z.infer<typeof vehicleModelSchema>;
export type VehicleList = z.infer<typeof vehicleListSchema>;

/** My Garage. */
export const garageBikeSchema = lazySchema(() =>
  vehicleNameSchema.extend({
    id: z.string(),
    vehicleId: z.number().int(),
    year: z.number().int(),
    current: z.boolean(),
    /**
     * The chassis number the rider saved the bike by (ADR 048): only in a signed-in rider's own
     * garage, the one place that shows it; absent for a bike saved without one and in a guest's.
     */
    vin: z.string().optional(),
  }),
);
export type GarageBike = z.infer<typeof garageBikeSchema>;
export const garageSchema = lazySchema(() => z.object({ bikes: z.array(garageBikeSchema) }));
export type Garage = z.infer<typeof garageSchema>;

export const addBikeSchema = lazySchema(() =>
  z
    .object({
      vehicleId: z
        .number({ error: catalogueMessages.vehicleInvalid })
        .int(catalogueMessages.vehicleInvalid)
        .positive(catalogueMessages.vehicleInvalid),
      year: z
        .number({ error: catalogueMessages.yearInvalid })
        .int(catalogueMessages.yearInvalid)
        .min(BIKE_YEAR_MIN, catalogueMessages.yearInvalid)
        .max(BIKE_YEAR_MAX, catalogueMessages.yearInvalid),
      /**
       * The chassis number the bike was found by (ADR 048): it must be of this bike's maker and
       * year, and is kept with an account's bike only, for its owner.
       */
      vin: z
        .string({ error: vinMessages.vinRequired })
        .max(VIN_INPUT_MAX, vinMessages.vinLength(VIN_INPUT_MAX))
        .optional(),
    })
    .strict(),
);
export type AddBike = z.infer<typeof addBikeSchema>;
