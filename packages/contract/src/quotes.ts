import { z } from 'zod';
import { checkoutInputSchema } from './checkout.js';
import { takaSchema, typedNumber, wireNumber, type NumberParser } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { formatTaka } from './format-taka.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Quotes (docs/product.md#quotes, ADR 057): a business buyer asks for a quote on the cart; the
 * admin prices each line and sets a validity date, or refuses with a note; the buyer accepts it
 * by that date and it becomes an order at those prices. The server computes every amount.
 */

/** The states a quote is stored in. `expired` is never stored: a priced quote past its date reads so. */
export const QUOTE_STORED_STATES = ['requested', 'priced', 'accepted', 'refused'] as const;
export const QUOTE_STATES = [...QUOTE_STORED_STATES, 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** A quote's price per line may not be above this, in taka (an order's ceiling is checked too). */
export const QUOTE_PRICE_MAX_TAKA = 10_000_000;
/** How far ahead a validity date may be, in days. */
export const QUOTE_VALIDITY_MAX_DAYS = 180;
/** The shop's day ends at midnight in Dhaka (UTC+6, no daylight saving). */
export const SHOP_UTC_OFFSET_HOURS = 6;

/** Zod-free texts, like messages.ts: the web app's translation table reads them. */
export const quoteMessages = messageTable(
  'quote',
  {
    notBusinessBuyer: 'Quotes are for approved business accounts: apply for one from your dashboard',
    cartEmpty: 'Your cart is empty: add the parts you want a quote for',
    quoteNotFound: 'No such quote',
    requested: 'Quote requested. We will tell you the prices by SMS and e-mail.',
    notRequested: 'This quote has already been answered',
    priceInvalid: `A price must be from ৳0.01 to ${formatTaka(QUOTE_PRICE_MAX_TAKA)}, with at most two decimals`,
    linesMismatch: 'Give one price for every line of the quote, and no other',
    validUntilInvalid: `The validity date must be from today to ${QUOTE_VALIDITY_MAX_DAYS} days ahead`,
    noteRequired: 'Write why the quote is refused',
    priced: 'The quote is sent, and the buyer is told.',
    refused: 'The quote is refused, and the buyer is told.',
    expired: (date: string) => `This quote was valid until ${date}: ask for a new one`,
    alreadyAccepted: 'This quote has already been accepted: its order is in My Orders',
    notPriced: 'This quote has no prices yet',
    wasRefused: 'This quote was refused: ask for a new one',
  },
  { expired: ['date'] },
);

/** A `YYYY-MM-DD` date, as a date field sends it. */
const dateText = lazySchema(() =>
  z.string({ error: quoteMessages.validUntilInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, quoteMessages.validUntilInvalid),
);

/** POST /api/quotes: a quote on the account's cart, with a note for the shop. */
export const quoteRequestInputSchema = lazySchema(() =>
  z.object({
    note: z.string().trim().max(TEXT_LIMITS.message).default(''),
  }),
);
export type QuoteRequestInput = z.infer<typeof quoteRequestInputSchema>;

const quoteEventSchema = lazySchema(() =>
  z.object({
    state: z.enum(QUOTE_STATES),
    /** Who: the buyer's or the admin's name; null for an expiry, which no one did. */
    by: z.string().nullable(),
    at: z.string(),
    note: z.string(),
  }),
);
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

export const quoteLineSchema = lazySchema(() =>
  z.object({
    partId: z.string(),
    sku: z.string(),
    name: z.string(),
    nameBn: z.string(),
    quantity: z.number().int(),
    /** The buyer's own price (the group's) when the quote was asked for, in taka. */
    listPrice: takaSchema,
    /** The quoted unit price, in taka; null until priced. */
    price: takaSchema.nullable(),
  }),
);
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** A short number to say on the phone: `Q-` and the id's first 8 characters. */
    number: z.string(),
    state: z.enum(QUOTE_STATES),
    note: z.string(),
    buyer: z.object({ name: z.string(), email: z.string(), businessName: z.string() }),
    lines: z.array(quoteLineSchema),
    /** The quoted total before delivery, in taka; null until priced. */
    total: takaSchema.nullable(),
    /** The last day it may be accepted (`YYYY-MM-DD`, in Dhaka); null until priced. */
    validUntil: z.string().nullable(),
    orderId: z.string().nullable(),
    createdAt: z.string(),
    history: z.array(quoteEventSchema),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

/** GET /api/quotes (the buyer's own) and GET /api/admin/quotes (every buyer's): newest first. */
export const quotesQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(QUOTE_STATES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type QuotesQuery = z.infer<typeof quotesQuerySchema>;

export const quoteSummarySchema = lazySchema(() =>
  quoteSchema.omit({ lines: true, history: true, note: true }).extend({
    lineCount: z.number().int(),
  }),
);
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quotesSchema = lazySchema(() =>
  z.object({
    items: z.array(quoteSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type Quotes = z.infer<typeof quotesSchema>;

const quotePriceFields = <Input>(number: NumberParser<Input>) =>
  z.object({
    lines: z
      .array(
        z.object({
          partId: z.uuid({ error: quoteMessages.linesMismatch }),
          price: number(
            z
              .number()
              .min(0.01, quoteMessages.priceInvalid)
              .max(QUOTE_PRICE_MAX_TAKA, quoteMessages.priceInvalid)
              .multipleOf(0.01, quoteMessages.priceInvalid),
            { required: quoteMessages.priceInvalid },
          ),
        }),
      )
      .min(1, quoteMessages.linesMismatch)
      .max(200, quoteMessages.linesMismatch),
    validUntil: dateText,
    note: z.string().trim().max(TEXT_LIMITS.message).default(''),
  });

/** POST /api/admin/quotes/{id}/price: a price for every line, and the last day it holds. */
export const quotePriceInputSchema = lazySchema(() => quotePriceFields(wireNumber));
/** The admin's pricing form: the same rules, prices typed. */
export const quotePriceFormSchema = lazySchema(() => quotePriceFields(typedNumber));
export type QuotePriceInput = z.infer<typeof quotePriceInputSchema>;

/** POST /api/admin/quotes/{id}/refuse: why. */
export const quoteRefusalInputSchema = lazySchema(() =>
  z.object({
    note: z
      .string({ error: quoteMessages.noteRequired })
      .trim()
      .min(1, quoteMessages.noteRequired)
      .max(TEXT_LIMITS.message, quoteMessages.noteRequired),
  }),
);
export type QuoteRefusalInput = z.infer<typeof quoteRefusalInputSchema>;

/** POST /api/quotes/{id}/accept: where the order goes and how it is paid, as the checkout asks. */
export const quoteAcceptInputSchema = lazySchema(() => checkoutInputSchema.omit({ lines: true }));
export type QuoteAcceptInput = z.infer<typeof quoteAcceptInputSchema>;

/** Today's date in Dhaka, `YYYY-MM-DD`. */
export const shopToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The instant a quote valid until `date` (in Dhaka) stops holding: the next midnight there. */
export const quoteEndsAt = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (24 - SHOP_UTC_OFFSET_HOURS) * 3_600_000);

/** Whether `date` may be a new quote's validity date on `now`. */
export const isValidityDateAllowed = (date: string, now: Date = new Date()): boolean => {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== date) return false;
  const today = Date.parse(`${shopToday(now)}T00:00:00Z`);
  return parsed >= today && parsed <= today + QUOTE_VALIDITY_MAX_DAYS * 86_400_000;
};
