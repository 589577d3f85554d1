/*
 * The checkout rules: ids, limits and defaults, zod-free, so that the web app's pages
 * and its translation table read them without the schemas. The texts are in checkout-messages.ts.
 */

/**
 * The most a cash-on-delivery order may come to, delivery included, until the admin sets another
 * (docs/product.md#cash-on-delivery, shop-settings-rules.ts): ৳20,000.
 */
export const COD_TOTAL_MAX_POISHA = 2_000_000;
/** A phone code's length, life, tries and resend gap (docs/product.md#cash-on-delivery). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES_MAX = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
/** How long a COD order waits for its phone to be confirmed before its stock goes back on sale. */
export const COD_CONFIRM_MINUTES = 30;
/** Codes sent to one phone number in an hour, and for one account in a day, at most. */
export const PHONE_CODES_PER_PHONE_PER_HOUR = 5;
export const PHONE_CODES_PER_ACCOUNT_PER_DAY = 10;
