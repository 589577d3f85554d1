import { z } from 'zod';
import { productFieldRules, productNumberMessagesOf } from './part-input.js';
import {
  catalogueFileMessages,
  fitmentCell,
  OEM_NUMBER_MAX,
  oldNumbersRule,
  SKU_MAX,
  SKU_PATTERN,
  type FitmentEntry,
} from './catalogue-file.js';
import { type NumberParser, typedNumber, wireNumber } from './common.js';
import { PRODUCT_NUMBER_MAX } from './constants.js';
import { PRODUCT_NUMBER_LABELS as LABELS, productNumberMessages } from './messages.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * The back office (docs/product.md#back-office): a product edited field by field, restocked with a log, and the
 * parts whose stock has fallen to their low-stock threshold.
 */

/** A new part's threshold: it is listed as low on stock once 5 or fewer are left. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
export const RESTOCK_NOTE_MAX = 500;
export const OEM_NUMBERS_MAX = 50;
export const FITMENT_ENTRIES_MAX = 200;
export const BACK_OFFICE_PAGE_SIZE_MAX = 100;

export const backOfficeMessages = messageTable('backOffice', {
  productChanged:
    'Someone else saved this product since you opened it. Reload it to see their changes, then make yours again.',
  stockChanged:
    'The stock of this product changed since you opened it (an order or a restock). Reload it to see the stock now, then set it again.',
  versionRequired: 'Say which version of the product you edited (its updatedAt)',
  noChanges: 'Change at least one field before saving',
  productSaved: 'Product saved',
  productNotSaved: 'The product was not saved.',
  skuTaken: 'Another product already has this SKU',
  categoryUnknown: 'There is no such category',
  lowStockThresholdInvalid: 'Low-stock threshold must be a whole number from 0 to 10,000,000',
  restockQuantityInvalid: 'Quantity to add must be a whole number from 1 to 10,000,000',
  restockTooLarge: 'That would make the stock larger than 10,000,000',
  restockNoteTooLong: `A note can be at most ${RESTOCK_NOTE_MAX} characters`,
  restocked: 'Stock added',
  notRestocked: 'The stock was not added.',
  tooManyOemNumbers: `A product can list at most ${OEM_NUMBERS_MAX} OEM numbers`,
  tooManyFitmentEntries: `A product can list at most ${FITMENT_ENTRIES_MAX} fitment entries`,
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${BACK_OFFICE_PAGE_SIZE_MAX}`,
});

/** A whole number from `min` to the largest a product takes; one message says the rule. */
const wholeNumberRule = (min: number, message: string) =>
  z.number().int(message).min(min, message).max(PRODUCT_NUMBER_MAX, message);

/**
 * A stock count as an edit sets it: Add Product's rule, but 0 is allowed (a part sold out), as in
 * the catalogue file, since every order lowers it and a stock count the shop shows must save again.
 */
const availableQuantityRule = lazySchema(() =>
  z
    .number()
    .int(productNumberMessages.notWhole(LABELS.availableQuantity))
    .min(0, catalogueFileMessages.availableQuantityNegative)
    .max(PRODUCT_NUMBER_MAX, productNumberMessages.tooLarge(LABELS.availableQuantity)),
);

export const skuRule = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: catalogueFileMessages.skuRequired, abort: true })
    .max(SKU_MAX, catalogueFileMessages.skuInvalid)
    .regex(SKU_PATTERN, catalogueFileMessages.skuInvalid),
);

/** The editable fields, each checked by the rule Add Product or the catalogue file gives it, numbers read by `number`. */
const editablePartFields = <Input>(number: NumberParser<Input>) =>
  z.object({
    name: productFieldRules.name,
    nameBn: productFieldRules.nameBn,
    description: productFieldRules.description,
    descriptionBn: productFieldRules.descriptionBn,
    price: number(productFieldRules.price, productNumberMessagesOf(LABELS.price)),
    minimumOrder: number(productFieldRules.minimumOrder, productNumberMessagesOf(LABELS.minimumOrder)),
    availableQuantity: number(availableQuantityRule, productNumberMessagesOf(LABELS.availableQuantity)),
    lowStockThreshold: number(wholeNumberRule(0, backOfficeMessages.lowStockThresholdInvalid), {
      required: backOfficeMessages.lowStockThresholdInvalid,
    }),
    img: productFieldRules.img,
    sku: skuRule,
    category: z
      .string()
      .trim()
      .min(1, catalogueFileMessages.categoryRequired)
      .max(64, backOfficeMessages.categoryUnknown),
    oemNumbers: z
      .array(
        z
          .string()
          .trim()
          .min(1, catalogueFileMessages.oemNumberTooLong)
          .max(OEM_NUMBER_MAX, catalogueFileMessages.oemNumberTooLong),
      )
      .max(OEM_NUMBERS_MAX, backOfficeMessages.tooManyOemNumbers),
    /** Entries as the catalogue file writes them: `make|model|variant|yearFrom-yearTo`. */
    fitment: z
      .array(z.string().max(200))
      .max(FITMENT_ENTRIES_MAX, backOfficeMessages.tooManyFitmentEntries)
      .transform((entries) => entries.join(';'))
      .pipe(fitmentCell),
    /** Old part numbers the part replaces (docs/search.md#old-part-numbers). */
    replaces: oldNumbersRule,
  });

/** The editable fields as the API takes them: numbers are JSON numbers. */
export const editablePartFieldsSchema = lazySchema(() => editablePartFields(wireNumber));
/** The edit form's fields: numbers as typed ("12", "১২"). */
export const editablePartFieldsFormSchema = lazySchema(() => editablePartFields(typedNumber));

/**
 * `PATCH /api/part/{id}`: the fields that change, and the `updatedAt` of the product as the
 * editor read it, so a save made over someone else's is refused (409) instead of undoing it. A
 * stock count also says the stock it replaces (`availableQuantityWas`): orders change the stock
 * all the time without touching `updatedAt`.
 */
export const editPartInputSchema = lazySchema(() =>
  editablePartFieldsSchema
    .partial()
    .extend({
      updatedAt: z.iso.datetime({ offset: true, error: backOfficeMessages.versionRequired }),
      availableQuantityWas: z.number().int().min(0).max(PRODUCT_NUMBER_MAX).optional(),
    })
    .strict()
    .superRefine((input, context) => {
      const changed = Object.keys(input).filter((key) => key !== 'updatedAt' && key !== 'availableQuantityWas');
      if (changed.length === 0) context.addIssue({ code: 'custom', message: backOfficeMessages.noChanges, path: [] });
      if (input.availableQuantity !== undefined && input.availableQuantityWas === undefined) {
        context.addIssue({ code: 'custom', message: backOfficeMessages.stockChanged, path: ['availableQuantity'] });
      }
    }),
);
export type EditPartInput = z.input<typeof editPartInputSchema>;
export type EditPart = z.output<typeof editPartInputSchema>;
export type { FitmentEntry };

/** `GET /api/admin/parts/{id}`: everything the edit form shows, and the version it edits. */
export const editablePartSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    nameBn: z.string(),
    description: z.string(),
    descriptionBn: z.string(),
    price: z.number(),
    minimumOrder: z.number().int(),
    availableQuantity: z.number().int(),
    lowStockThreshold: z.number().int(),
    isLowStock: z.boolean(),
    img: z.string(),
    sku: z.string(),
    category: z.string(),
    oemNumbers: z.array(z.string()),
    fitment: z.array(z.string()),
    replaces: z.array(z.string()),
    updatedAt: z.string(),
  }),
);
export type EditablePart = z.infer<typeof editablePartSchema>;

/** A restock's fields, its quantity read by `number`. */
const restockFields = <Input>(number: NumberParser<Input>) =>
  z
    .object({
      quantity: number(wholeNumberRule(1, backOfficeMessages.restockQuantityInvalid), {
        required: backOfficeMessages.restockQuantityInvalid,
      }),
      note: z.string().trim().max(RESTOCK_NOTE_MAX, backOfficeMessages.restockNoteTooLong).default(''),
    })
    .strict();

/** `POST /api/part/{id}/restock`, its quantity a JSON number. */
export const restockInputSchema = lazySchema(() => restockFields(wireNumber));
/** The restock form, its quantity typed ("12", "১২"). */
export const restockFormSchema = lazySchema(() => restockFields(typedNumber));
export type RestockInput = z.input<typeof restockInputSchema>;

export const restockSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    quantity: z.number().int(),
    note: z.string(),
    /** Who added the stock: their name, or their e-mail when they have none. */
    by: z.string(),
    at: z.string(),
    /** The stock just after this restock. */
    availableQuantityAfter: z.number().int(),
  }),
);
export type Restock = z.infer<typeof restockSchema>;

export const restockResultSchema = lazySchema(() =>
  z.object({ availableQuantity: z.number().int(), restock: restockSchema }),
);

const pageRule = lazySchema(() =>
  z.coerce
    .number({ error: backOfficeMessages.pageInvalid })
    .int(backOfficeMessages.pageInvalid)
    .min(1, backOfficeMessages.pageInvalid)
    .max(100_000, backOfficeMessages.pageInvalid),
);
const pageSizeRule = lazySchema(() =>
  z.coerce
    .number({ error: backOfficeMessages.pageSizeInvalid })
    .int(backOfficeMessages.pageSizeInvalid)
    .min(1, backOfficeMessages.pageSizeInvalid)
    .max(BACK_OFFICE_PAGE_SIZE_MAX, backOfficeMessages.pageSizeInvalid),
);

export const backOfficePageQuerySchema = lazySchema(() =>
  z.object({ page: pageRule.default(1), pageSize: pageSizeRule.default(25) }),
);
export type BackOfficePageQuery = z.input<typeof backOfficePageQuerySchema>;

/** A page of a list: its items, how many there are in all, and which page of what size this is. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const restockPageSchema = lazySchema(() => pageOf(restockSchema));
export type RestockPage = z.infer<typeof restockPageSchema>;

export const lowStockItemSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    nameBn: z.string(),
    sku: z.string(),
    img: z.string(),
    availableQuantity: z.number().int(),
    lowStockThreshold: z.number().int(),
  }),
);
export type LowStockItem = z.infer<typeof lowStockItemSchema>;
export const lowStockPageSchema = lazySchema(() => pageOf(lowStockItemSchema));
export type LowStockPage = z.infer<typeof lowStockPageSchema>;
