/** Business constants from docs/product.md#constants, kept once for the web app and the API. */
export const CAROUSEL_SLIDE_COUNT = 5;
export const CAROUSEL_INTERVAL_MS = 20_000;

/** The home page shows the 2nd through the 13th part of the list. */
export const HOME_PARTS_FIRST_INDEX = 1;
export const HOME_PARTS_MAX = 12;

export const PASSWORD_MIN_LENGTH = 6;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const PRODUCT_NUMBER_MIN = 1;
/** The most a price (taka) or a stock count may be. */
export const PRODUCT_NUMBER_MAX = 10_000_000;

/**
 * The most one order may come to, in poisha: ৳999,999.99, the most one card payment can carry
 * (card processors take at most eight digits of the currency's smallest unit; Stripe's limit). A
 * larger order could never be paid, and would hold its stock until someone deleted it.
 */
export const ORDER_TOTAL_MAX_POISHA = 99_999_999;

/**
 * An unpaid order holds its stock for this long; then it is released (deleted, its stock back on
 * sale), so an abandoned or hoarding order cannot keep a part from other customers for good.
 */
export const UNPAID_ORDER_HOLD_HOURS = 24;

/** When an order placed at `createdAt` is released if it is still unpaid. */
export const unpaidOrderReleaseAt = (createdAt: Date | string): Date =>
  new Date(new Date(createdAt).getTime() + UNPAID_ORDER_HOLD_HOURS * 60 * 60 * 1000);

export const TOAST_AUTO_CLOSE_MS = 5_000;

/** Caps on free text, so no field can carry an unbounded payload. */
export const TEXT_LIMITS = {
  email: 254,
  name: 120,
  shortText: 200,
  description: 2_000,
  message: 2_000,
  url: 2_048,
} as const;

export const CURRENCY = { code: 'BDT', symbol: '৳', name: 'taka' } as const;
/** The currency as card providers write it (Stripe: lowercase ISO 4217). */
export const PAYMENT_CURRENCY = CURRENCY.code.toLowerCase() as Lowercase<typeof CURRENCY.code>;

/** A part's photo: the largest upload the API reads, in bytes (5 MB). */
export const PHOTO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** sharp refuses to decode more pixels than this (a 20000 × 20000 "image bomb" is 400 M). */
export const PHOTO_UPLOAD_MAX_PIXELS = 40_000_000;
/** The photo types accepted, judged by their bytes; the name is the one messages show. */
export const PHOTO_UPLOAD_TYPES = [
  { mime: 'image/jpeg', name: 'JPEG' },
  { mime: 'image/png', name: 'PNG' },
  { mime: 'image/webp', name: 'WebP' },
  { mime: 'image/gif', name: 'GIF' },
] as const;

/**
 * Unpaid orders one account may hold at once. Each holds its stock for UNPAID_ORDER_HOLD_HOURS,
 * so without a cap one free account could keep a shop's parts from everyone else. The API's
 * UNPAID_ORDERS_PER_ACCOUNT setting may change it for one shop.
 */
export const UNPAID_ORDERS_PER_ACCOUNT_MAX = 5;

/** The share of a part's stock, at the time of ordering, that one account may hold unpaid. */
export const UNPAID_HOLD_STOCK_PERCENT_MAX = 50;

/**
 * The most of a part one account may order unpaid now: UNPAID_HOLD_STOCK_PERCENT_MAX of its
 * stock, but never less than its minimum order (while the stock has that many), so every part
 * can still be ordered.
 */
export const unpaidHoldMaxQuantity = ({ minimumOrder, availableQuantity }: StockOfPart): number =>
  Math.min(
    availableQuantity,
    Math.max(minimumOrder, Math.floor((availableQuantity * UNPAID_HOLD_STOCK_PERCENT_MAX) / 100)),
  );
type StockOfPart = { minimumOrder: number; availableQuantity: number };
