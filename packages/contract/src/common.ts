import { z } from 'zod';
import { TEXT_LIMITS } from './constants.js';
import { toAsciiDigits } from './digits.js';
import { hasHiddenCharacters } from './hidden-characters.js';
import { messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';

/**
 * docs/product.md#validation: "letters and digits, an at sign, letters, a dot, a 2-3 letter ending".
 * We also allow the dots, dashes and plus signs real addresses carry before the at sign, and
 * sub-domains after it (docs/decisions/002-email-pattern.md).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;

/** A required, trimmed, capped string whose empty value gets the spec's message. */
export const requiredText = (requiredMessage: string, max: number) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, messages.tooLong(max));

/** Whether a name shows as it is written (a name over the cap is refused as too long instead). */
const isShownAsWritten = (max: number) => (name: string) =>
  // Not worth reading character by character past the cap.
  name.length > max || !hasHiddenCharacters(name);

/**
 * A name people read in a list (an account's, a product's): required text without the invisible
 * and text-direction characters that would let it pass for another (hidden-characters.ts).
 */
export const nameText = (requiredMessage: string, max: number) =>
  requiredText(requiredMessage, max).refine(isShownAsWritten(max), messages.nameHiddenCharacters);

/** Text that may be left empty (''), trimmed and capped: a description in a second language. */
export const optionalText = (max: number) =>
  z.string({ error: messages.textInvalid }).trim().max(max, messages.tooLong(max));

/**
 * A name that may be left empty (''), under nameText's rules otherwise: a thing's name in a second
 * language. Bangla's joiners are letters there, as in any name (hidden-characters.ts).
 */
export const optionalNameText = (max: number) =>
  optionalText(max).refine(isShownAsWritten(max), messages.nameHiddenCharacters);

export const emailSchema = lazySchema(() =>
  requiredText(messages.emailRequired, TEXT_LIMITS.email).regex(EMAIL_PATTERN, messages.emailInvalid),
);

/** A number as a person types it: digits, maybe a sign and decimals ("-3", "99.50"), in ASCII once read. */
const isNumberText = (text: string) => {
  const [whole = '', fraction, ...rest] = text.replace(/^-/, '').split('.');
  return rest.length === 0 && /^\d+$/.test(whole) && (fraction === undefined || /^\d+$/.test(fraction));
};

/** What a number field says: `required` of one left out (or not a number at all), `invalid` of text. */
export type NumberMessages = { required: string; invalid?: string };

/**
 * How a schema reads its number fields: `wireNumber` for the API's JSON, `typedNumber` for a
 * form's text. A schema built from one (`fields(wireNumber)`, `fields(typedNumber)`) keeps one set
 * of rules for both (docs/design.md#api-contract).
 */
export type NumberParser<Input> = <Output>(
  rules: z.ZodType<Output, number>,
  messages: NumberMessages,
) => z.ZodType<Output, Input>;

/** The message for a value that is not a number: text says `invalid`, anything else `required`. */
const numberError =
  ({ required, invalid = required }: NumberMessages) =>
  (issue: { input?: unknown }) =>
    typeof issue.input === 'string' && issue.input.trim() !== '' ? invalid : required;

/**
 * A number as the API takes it, then `rules`: a JSON number, nothing else. Text ("5", "৫") is
 * refused with the field's own message, as any other wrong number is: the wire is strict, and
 * reading typed text is the form's job (typedNumber, docs/decisions/042-strict-wire-kind-forms.md).
 */
export const wireNumber: NumberParser<number> = (rules, messages) =>
  z.number({ error: numberError(messages) }).pipe(rules);

/**
 * A number a person types, then `rules`: text with ASCII or Bengali digits ("12", "১২",
 * " 99.50 "), so that a form's text field takes "১২" as 12, or a number (a form's default value).
 * `required` is said of a field left empty (or of no number at all), `invalid` of text that is not
 * a number. Each way of failing says it: react-hook-form's resolver shows a union's first way's
 * message. Forms only: the API takes JSON numbers (wireNumber).
 */
export const typedNumber: NumberParser<number | string> = (rules, messages) => {
  const error = numberError(messages);
  const text = z.string({ error }).trim().overwrite(toAsciiDigits).refine(isNumberText, { error });
  return z.union([z.number({ error }), text.transform(Number)], { error }).pipe(rules);
};

export const idSchema = lazySchema(() => z.uuid({ error: messages.notFound }));
export const idParamsSchema = lazySchema(() =>
  z.object({ id: z.string({ error: messages.notFound }).max(64, messages.notFound) }),
);

/** Money in the API is taka with at most two decimals; the database keeps integer poisha. */
export const takaSchema = lazySchema(() => z.number().nonnegative().multipleOf(0.01));

export const successSchema = lazySchema(() => z.object({ success: z.literal(true) }));

/**
 * A refusal's stable identity beside its English `message` (message-codes.ts): `code` names the
 * contract's message ("checkout.codTooLarge"), `params` the values it was made around.
 */
export const refusalCodeFields = {
  code: lazySchema(() => z.string().optional()),
  params: lazySchema(() => z.record(z.string(), z.union([z.string(), z.number()])).optional()),
};
export const fieldErrorSchema = lazySchema(() =>
  z.object({ field: z.string(), message: z.string(), ...refusalCodeFields }),
);
export const errorResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    ...refusalCodeFields,
    errors: z.array(fieldErrorSchema).optional(),
  }),
);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
