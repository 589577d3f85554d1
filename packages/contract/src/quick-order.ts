import { z } from 'zod';
import { takaSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Quick order (docs/product.md#quick-order, ADR 050): a signed-in buyer pastes lines of "part
 * number, quantity", the server finds every line's part in one query and says what stops a line
 * being ordered. `POST /api/quick-order` `{ text }` → `{ lines: [{ input, part?, quantity, problem? }] }`.
 */

/** Lines one check reads, at most: a workshop's order, far more than a cart holds. */
export const QUICK_ORDER_LINES_MAX = 200;
/** Characters of pasted text, at most: 200 lines of a long part number and a quantity. */
export const QUICK_ORDER_TEXT_MAX = 20_000;
/** The request's bytes, at most: the text in Bangla digits (3 bytes each) and its JSON. */
export const QUICK_ORDER_BODY_MAX_BYTES = 64 * 1024;
/** Checks one account may ask for in a minute: a buyer fixing lines one by one stays well within. */
export const QUICK_ORDER_PER_MINUTE = 60;

/** Zod-free texts, like messages.ts: the web app's translation table reads them. */
export const quickOrderMessages = messageTable(
  'quickOrder',
  {
    textRequired: 'Paste at least one line: a part number, then a quantity',
    notFound: 'No part has this number',
    discontinued: 'This part is no longer made and has no successor',
    stockShort: (available: number) => `Only ${available} in stock`,
    quantityInvalid: (min: number, max: number) => `Quantity must be a whole number from ${min} to ${max}`,
    repeated: (line: number) => `This part is already on line ${line}`,
    tooManyLines: (max: number) => `Paste at most ${max} lines at a time`,
    textTooLong: (max: number) => `The list may have at most ${max} characters`,
  },
  {
    stockShort: ['available'],
    quantityInvalid: ['min', 'max'],
    repeated: ['line'],
    tooManyLines: ['max'],
    textTooLong: ['max'],
  },
);

/** Why a line cannot go to the cart as it is: a code a client may branch on, and its message. */
export const QUICK_ORDER_PROBLEM_CODES = [
  'not-found',
  'discontinued',
  'stock-short',
  'quantity-invalid',
  'repeated',
] as const;
export type QuickOrderProblemCode = (typeof QUICK_ORDER_PROBLEM_CODES)[number];

export const quickOrderInputSchema = lazySchema(() =>
  z.object({
    text: z
      .string({ error: quickOrderMessages.textRequired })
      .max(QUICK_ORDER_TEXT_MAX, quickOrderMessages.textTooLong(QUICK_ORDER_TEXT_MAX))
      .refine((text) => text.trim() !== '', quickOrderMessages.textRequired),
  }),
);
export type QuickOrderInput = z.infer<typeof quickOrderInputSchema>;

export const quickOrderPartSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    sku: z.string(),
    name: z.string(),
    nameBn: z.string(),
    /** The server's price today, in taka. */
    price: takaSchema,
    minimumOrder: z.number().int(),
    availableQuantity: z.number().int(),
    /** The old number the buyer typed, when this part replaces it (docs/search.md#old-part-numbers). */
    replacedNumber: z.string().nullable(),
  }),
);
export type QuickOrderPart = z.infer<typeof quickOrderPartSchema>;

export const quickOrderLineSchema = lazySchema(() =>
  z.object({
    /** The line as pasted, trimmed. */
    input: z.string(),
    /** The part number read from the line. */
    partNumber: z.string(),
    part: quickOrderPartSchema.optional(),
    /** The quantity read from the line (1 when none was given), or null when it is not a number. */
    quantity: z.number().int().nullable(),
    problem: z.object({ code: z.enum(QUICK_ORDER_PROBLEM_CODES), message: z.string() }).optional(),
  }),
);
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

export const quickOrderSchema = lazySchema(() => z.object({ lines: z.array(quickOrderLineSchema) }));
export type QuickOrder = z.infer<typeof quickOrderSchema>;
