/*
 * The vat invoice rules: ids, limits and defaults, zod-free, so that the web app's pages
 * and its translation table read them without the schemas. The texts are in vat-invoice-messages.ts.
 */

/** A Bangladeshi Business Identification Number: 13 digits. */
export const BIN_PATTERN = /^[0-9]{13}$/;
/** An invoice number's prefix: 1 to 10 of A–Z, 0–9 and '-'. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9-]{1,10}$/;
/** The VAT rate in percent, with up to two decimals. */
export const VAT_RATE_BOUNDS = { min: 0, max: 100 } as const;
/** Bangladesh's standard VAT rate, in hundredths of a percent (1500 is 15%). */
export const VAT_RATE_DEFAULT_BASIS_POINTS = 1_500;

/** The seller's name and address as an invoice prints them, in characters. */
export const SELLER_TEXT_MAX = { name: 100, address: 300 } as const;
