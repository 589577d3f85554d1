/*
 * Zod-free, like language.ts and format-locale.ts: the web app formats and reads numbers on pages
 * whose first chunk must not bring the schemas with it.
 */

/** The Bengali digits ০–৯, one code point each, in order: ০ is U+09E6. */
const BENGALI_DIGITS = /[\u09E6-\u09EF]/g;
const BENGALI_ZERO = 0x09e6;

/**
 * `text` with every Bengali digit written as the ASCII one (`"১২"` → `"12"`), nothing else
 * changed. A Bangla keyboard types Bengali digits; the shop keeps and compares numbers, phone
 * numbers and cards in ASCII digits (docs/design.md#bangla), so what a person types is read through this.
 */
export const toAsciiDigits = (text: string): string =>
  text.replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));

/** `text` with every ASCII digit written as the Bengali one (`"12"` → `"১২"`), nothing else changed. */
export const toBengaliDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
