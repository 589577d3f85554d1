/*
 * Zod-free, like messages.ts: the web app's translation table reads these without the schemas.
 * The rules of the VAT settings and the invoice's answers (docs/decisions/051-vat-invoices.md).
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

export const vatSettingsMessages = {
  sellerNameInvalid: `The seller's name must be 1 to ${SELLER_TEXT_MAX.name} characters`,
  sellerAddressInvalid: `The seller's address must be at most ${SELLER_TEXT_MAX.address} characters`,
  binInvalid: 'The BIN must be 13 digits, or left empty',
  vatRateInvalid: 'The VAT rate must be a number from 0 to 100, with at most two decimals',
  invoicePrefixInvalid: 'The invoice prefix must be 1 to 10 capital letters (A–Z), digits or dashes',
} as const;

export const vatInvoiceMessages = {
  notConfirmed: 'This order has no VAT invoice: an invoice is issued once the order is confirmed',
  monthInvalid: 'Give the month as YYYY-MM, for example 2026-11',
} as const;
