/**
 * Steadfast's create_order input, as its API documentation (V1, "Placing an order") lists it:
 * invoice unique, alphanumeric with hyphens and underscores; recipient_name within 100 characters;
 * recipient_phone (and alternative_phone) 11 digits; recipient_address within 250 characters;
 * cod_amount numeric, not less than 0; delivery_type 0 or 1. Steadfast is a Laravel application,
 * so a refusal names each field with Laravel's validation sentences (the documentation shows none;
 * these are Laravel's own wording for the documented rules).
 */

export type OrderRequest = {
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  alternativePhone: string | null;
  recipientEmail: string | null;
  recipientAddress: string;
  /** Taka, as sent: 1060, 1250.5. */
  codAmount: number;
  note: string | null;
  itemDescription: string | null;
  totalLot: number | null;
  deliveryType: 0 | 1 | null;
};

/** Laravel's `errors`: every field's messages. */
export type FieldErrors = Record<string, string[]>;

export const INVOICE_PATTERN = /^[A-Za-z0-9_-]+$/;
const ELEVEN_DIGITS = /^\d{11}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;
export const RECIPIENT_NAME_MAX = 100;
export const RECIPIENT_ADDRESS_MAX = 250;

const label = (field: string) => field.replaceAll('_', ' ');
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A scalar as Laravel reads it from JSON: strings as they are, numbers written out. */
const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null);

const numberOf = (value: unknown) => {
  const written = text(value)?.trim();
  return written !== undefined && NUMERIC.test(written) ? Number(written) : null;
};

/**
 * Checks a create_order body: the request in our words, or each field's refusals. `isInvoiceTaken`
 * says whether a consignment already has that invoice.
 */
export function parseOrderRequest(
  body: Record<string, unknown>,
  isInvoiceTaken: (invoice: string) => boolean,
): { request: OrderRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };

  const required = (field: string) => {
    if (isBlank(body[field])) {
      refuse(field, `The ${label(field)} field is required.`);
      return null;
    }
    const value = text(body[field]);
    if (value === null) refuse(field, `The ${label(field)} must be a string.`);
    return value;
  };
  const optional = (field: string) => {
    if (isBlank(body[field])) return null;
    const value = text(body[field]);
    if (value === null) refuse(field, `The ${label(field)} must be a string.`);
    return value;
  };
  const maxLength = (field: string, value: string | null, max: number) => {
    if (value !== null && [...value].length > max) {
      refuse(field, `The ${label(field)} must not be greater than ${max} characters.`);
    }
  };
  const elevenDigits = (field: string, value: string | null) => {
    if (value !== null && !ELEVEN_DIGITS.test(value)) refuse(field, `The ${label(field)} must be 11 digits.`);
  };

  const invoice = required('invoice');
  if (invoice !== null) {
    if (!INVOICE_PATTERN.test(invoice)) {
      refuse('invoice', 'The invoice must only contain letters, numbers, dashes and underscores.');
    } else if (isInvoiceTaken(invoice)) {
      refuse('invoice', 'The invoice has already been taken.');
    }
  }

  const recipientName = required('recipient_name');
  maxLength('recipient_name', recipientName, RECIPIENT_NAME_MAX);

  const recipientPhone = required('recipient_phone');
  elevenDigits('recipient_phone', recipientPhone);
  const alternativePhone = optional('alternative_phone');
  elevenDigits('alternative_phone', alternativePhone);

  const recipientEmail = optional('recipient_email');
  if (recipientEmail !== null && !EMAIL.test(recipientEmail)) {
    refuse('recipient_email', 'The recipient email must be a valid email address.');
  }

  const recipientAddress = required('recipient_address');
  maxLength('recipient_address', recipientAddress, RECIPIENT_ADDRESS_MAX);

  let codAmount: number | null = null;
  if (isBlank(body.cod_amount)) {
    refuse('cod_amount', 'The cod amount field is required.');
  } else {
    codAmount = numberOf(body.cod_amount);
    if (codAmount === null) refuse('cod_amount', 'The cod amount must be a number.');
    else if (codAmount < 0) refuse('cod_amount', 'The cod amount must be at least 0.');
  }

  const note = optional('note');
  const itemDescription = optional('item_description');

  let totalLot: number | null = null;
  if (!isBlank(body.total_lot)) {
    totalLot = numberOf(body.total_lot);
    if (totalLot === null) refuse('total_lot', 'The total lot must be a number.');
  }

  let deliveryType: 0 | 1 | null = null;
  if (!isBlank(body.delivery_type)) {
    const type = text(body.delivery_type);
    if (type === '0' || type === '1') deliveryType = type === '0' ? 0 : 1;
    else refuse('delivery_type', 'The selected delivery type is invalid.');
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      invoice: invoice as string,
      recipientName: recipientName as string,
      recipientPhone: recipientPhone as string,
      alternativePhone,
      recipientEmail,
      recipientAddress: recipientAddress as string,
      codAmount: codAmount as number,
      note,
      itemDescription,
      totalLot,
      deliveryType,
    },
  };
}
