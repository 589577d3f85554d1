/*
 * Zod-free, like messages.ts: the web app's translation table reads these without the schemas.
 * The rules of the VAT settings and the invoice's answers (docs/decisions/051-vat-invoices.md).
 */

import { SELLER_TEXT_MAX } from './vat-invoice-rules.js';
import { messageTable } from './message-codes.js';

export const vatSettingsMessages = messageTable('vatSettings', {
  sellerNameInvalid: `The seller's name must be 1 to ${SELLER_TEXT_MAX.name} characters`,
  sellerAddressInvalid: `The seller's address must be at most ${SELLER_TEXT_MAX.address} characters`,
  binInvalid: 'The BIN must be 13 digits, or left empty',
  vatRateInvalid: 'The VAT rate must be a number from 0 to 100, with at most two decimals',
  invoicePrefixInvalid: 'The invoice prefix must be 1 to 10 capital letters (A–Z), digits or dashes',
});

export const vatInvoiceMessages = messageTable('vatInvoice', {
  notConfirmed: 'This order has no VAT invoice: an invoice is issued once the order is confirmed',
  monthInvalid: 'Give the month as YYYY-MM, for example 2026-11',
});
