import { z } from 'zod';
import { type NumberParser } from './common.js';
import { LANGUAGES } from './language.js';
import { BIN_PATTERN, INVOICE_PREFIX_PATTERN, SELLER_TEXT_MAX, VAT_RATE_BOUNDS } from './vat-invoice-rules.js';
import { vatInvoiceMessages, vatSettingsMessages } from './vat-invoice-messages.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The shop's VAT settings and the seller as invoices name it (docs/decisions/051-vat-invoices.md), with the rate read by `number`: the
 * API's JSON number or the form's typed text. The BIN may be left empty until the shop has one.
 */
export const vatSettingsFields = <Input>(number: NumberParser<Input>) =>
  z.object({
    sellerName: z
      .string({ error: vatSettingsMessages.sellerNameInvalid })
      .trim()
      .min(1, vatSettingsMessages.sellerNameInvalid)
      .max(SELLER_TEXT_MAX.name, vatSettingsMessages.sellerNameInvalid),
    sellerAddress: z
      .string({ error: vatSettingsMessages.sellerAddressInvalid })
      .trim()
      .max(SELLER_TEXT_MAX.address, vatSettingsMessages.sellerAddressInvalid),
    bin: z
      .string({ error: vatSettingsMessages.binInvalid })
      .trim()
      .refine((bin) => bin === '' || BIN_PATTERN.test(bin), { error: vatSettingsMessages.binInvalid }),
    rate: number(
      z
        .number()
        .min(VAT_RATE_BOUNDS.min, vatSettingsMessages.vatRateInvalid)
        .max(VAT_RATE_BOUNDS.max, vatSettingsMessages.vatRateInvalid)
        .multipleOf(0.01, vatSettingsMessages.vatRateInvalid),
      { required: vatSettingsMessages.vatRateInvalid },
    ),
    pricesIncludeVat: z.boolean(),
    invoicePrefix: z
      .string({ error: vatSettingsMessages.invoicePrefixInvalid })
      .trim()
      .regex(INVOICE_PREFIX_PATTERN, { error: vatSettingsMessages.invoicePrefixInvalid }),
  });

/** The VAT settings as the API answers them: the rate in percent (15 is 15%). */
export const vatSettingsSchema = lazySchema(() =>
  z.object({
    sellerName: z.string(),
    sellerAddress: z.string(),
    bin: z.string(),
    rate: z.number(),
    pricesIncludeVat: z.boolean(),
    invoicePrefix: z.string(),
  }),
);
export type VatSettings = z.infer<typeof vatSettingsSchema>;

/** GET /api/orders/{id}/invoice.pdf?lang=en|bn: the invoice in English (the default) or Bangla. */
export const invoiceQuerySchema = lazySchema(() => z.object({ lang: z.enum(LANGUAGES).default('en') }));

/** GET /api/admin/vat-summary.csv?month=YYYY-MM: a calendar month in Dhaka. */
export const vatSummaryQuerySchema = lazySchema(() =>
  z.object({
    month: z.string({ error: vatInvoiceMessages.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
      error: vatInvoiceMessages.monthInvalid,
    }),
  }),
);
