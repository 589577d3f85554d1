/**
 * The contract's messages in the page's language, by their code (docs/decisions/071-messages-by-code.md).
 * The API answers in English, with the spec's texts, and the forms' rules (zod, from the contract)
 * refuse in English too: a message reaches the page as its English text, and is translated where
 * it is shown (FormField, ErrorState, the toasts, useErrorMessage). An English page shows it
 * exactly as it came.
 *
 * A text's identity, `{ code, params }`, is the contract's (`refusalOf`, an exact lookup): the
 * forms' own refusals were made in this page by the contract's message functions, which record
 * each text they make, and the API's came with their code and values, which the API client
 * records as they come (ApiError keeps them too). No text is matched against a pattern.
 *
 * The Bangla tables are keyed by code (`checkout.codTooLarge`). A translation may use `{name}` for
 * a value of the message, and `{1}`, `{2}`… for the numbers the English text itself has besides its
 * values (in order: "Rating must be from 1 to 5" has 1 and 5). Numbers are shown in the page's
 * digits (৳৯,৯৯,৯৯৯.৯৯, ১০,০০০, ২০২১); `{1:en}` keeps a number as English writes it, for an
 * example of what to type (a price in a CSV cell, a bike in an address). A value that is a field's
 * name (`{label}`, "Minimum order") is shown by that name's translation.
 *
 * The catalogue's messages (catalogueMessages, catalogueFileMessages) and the checkout's
 * (checkoutMessages) are in a table of their own, translate-message-catalogue.ts: the contract keeps
 * the catalogue's in modules with its zod schemas, which would come with them into every page, and
 * the checkout's Bangla would cost every Bangla page the words of pages few visitors open (the
 * Bangla home's budget, bench/page-weight.mjs). That table is loaded when a Bangla page first shows
 * a message this one does not know. (The server renders pages from data, never a failure or a form's
 * refusal, so it has no message to show before the page runs.)
 */
import {
  authMessages,
  betterAuthMessages,
  CURRENCY,
  formatCount,
  formatCountIn,
  formatTakaIn,
  type Language,
  messages,
  messageTexts,
  noticeMessages,
  type Refusal,
  refusalOf,
} from '@motoforge/contract';
import type { Messages } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback } from 'react';
import { ApiError, apiClientMessages, toErrorMessage } from './api-client';
import { currentLanguage, defineMessages, loadTranslations, useLanguage, useMessages } from './i18n';

type Texts = Record<string, string>;

/** One component of messages: its English by code, and the field names its messages may quote. */
type MessageTable = {
  texts: () => Messages<Texts>;
  english: Texts;
  /** Ids of the field names a message may have as a value ("Minimum order is required"), by name. */
  labels: ReadonlyMap<string, string>;
};

/** A number as the contract writes one: "5", "10,000", "99.50", "৳999,999.99". */
const NUMBERS = /৳?(?:\d[\d,.]*\d|\d)/g;
const numbersIn = (text: string): string[] => [...(text.match(NUMBERS) ?? [])];

/**
 * Defines the component `name` of the contract's messages: the texts of `tables` (the contract's,
 * declared with messageTable) by code, and `labels` (field names, by id).
 */
export function defineMessageTable(
  name: string,
  { tables, labels = {} }: { tables: readonly object[]; labels?: Texts },
): MessageTable {
  const english: Texts = Object.assign({}, ...tables.map(messageTexts), labels);
  return {
    texts: defineMessages(name, english),
    english,
    labels: new Map(Object.entries(labels).map(([id, label]) => [label, id])),
  };
}

/** The contract's tables of messages in this component (and the web app's own, the API client's). */
export const MESSAGE_TABLES = [messages, authMessages, betterAuthMessages, noticeMessages, apiClientMessages];

const contractMessages = defineMessageTable('messages', { tables: MESSAGE_TABLES });

/** The tables loaded: this one, and the catalogue's once it is in. */
const tables = atom<readonly MessageTable[]>([contractMessages]);

/** Adds a table of messages: translate-message-catalogue.ts adds itself as it loads. */
export function addMessageTable(table: MessageTable) {
  tables.set([...tables.get(), table]);
}

let moreTables: Promise<unknown> | undefined;
let hasAllTables = false;

/** The catalogue's messages, loaded once (again after a failed download). */
export function loadCatalogueMessages(): Promise<unknown> {
  // Its Bangla first: the table's texts are made in the page's language as it loads.
  moreTables ??= loadTranslations(['messagesCatalogue'])
    .then(() => import('./translate-message-catalogue'))
    .then(
      () => (hasAllTables = true),
      () => (moreTables = undefined),
    );
  return moreTables;
}

const listening = new WeakSet<MessageTable>();

/** A table's texts in the page's language, kept up to date once read (as on the server). */
function textsOf(table: MessageTable): Texts {
  const texts = table.texts();
  if (!listening.has(table)) {
    texts.listen(() => undefined);
    listening.add(table);
  }
  return texts.get();
}

/**
 * A number of an English text in `language`'s digits: as the English groups it (in the language's
 * way, ৳৯,৯৯,৯৯৯.৯৯), or digit by digit when it does not (a year, "99.50").
 */
function numberIn(language: Language, number: string): string {
  const isTaka = number.startsWith(CURRENCY.symbol);
  const digits = isTaka ? number.slice(CURRENCY.symbol.length) : number;
  const value = Number(digits.replaceAll(',', ''));
  if (isTaka) return formatTakaIn(language, value);
  if (digits.includes(',') && Number.isInteger(value)) return formatCountIn(language, value);
  return localDigits(language, digits);
}

/** Every digit of `text` in `language`'s digits, nothing else changed: "Page 12" → "Page ১২". */
export const localDigits = (language: Language, text: string) =>
  language === 'en' ? text : text.replace(/\d/g, (digit) => formatCountIn(language, Number(digit)));

/**
 * How a number of a message reads in its English text: grouped ("20,000", also of "৳20,000", whose
 * sign the translation has), or as it is (a year, a row).
 */
const shownNumber = (value: number, text: string): string =>
  text.includes(formatCount(value)) ? formatCount(value) : String(value);

/**
 * `translation` with its placeholders filled: the message's values by name (`{max}`, a field's
 * name in the page's language), and the English text's own numbers (`{1}`, `{2}`…), those it has
 * besides its values.
 */
function fill(
  translation: string,
  language: Language,
  texts: Texts,
  table: MessageTable,
  text: string,
  refusal: Refusal,
) {
  const params = refusal.params ?? {};
  let rest = text;
  const valueNumbers: string[] = [];
  for (const value of Object.values(params)) {
    if (typeof value === 'string') rest = rest.replace(value, ' ');
    else valueNumbers.push(shownNumber(value, text));
  }
  const numbers = numbersIn(rest);
  for (const shown of valueNumbers) {
    const index = numbers.indexOf(shown);
    if (index >= 0) numbers.splice(index, 1);
  }
  return translation.replace(/\{(\w+)(:en)?\}/g, (placeholder, name: string, asWritten?: string) => {
    if (/^\d+$/.test(name)) {
      const number = numbers[Number(name) - 1];
      if (number === undefined) return placeholder;
      return asWritten ? number : numberIn(language, number);
    }
    const value = params[name];
    if (value === undefined) return placeholder;
    if (typeof value === 'number') {
      const shown = shownNumber(value, text);
      return asWritten ? shown : numberIn(language, shown);
    }
    const id = table.labels.get(value);
    return id === undefined ? value : (texts[id] ?? value);
  });
}

/** Bengali letters or digits: the taka sign (U+09F3) is in their block, but English prices have it too. */
const hasBangla = (text: string) => /[\u0980-\u09F2\u09F4-\u09FF]/.test(text);

/**
 * The API's refusal of a request's field: the field's name as the request has it, then the rule's
 * message ("quantity: Quantity must between…", apps/api's error handler). The request's names are
 * camelCase (`quantity`, `address.phone`), so a capitalised one is a part's name in a message of the
 * contract's own ("Brake Lever: Quantity must between…", checkoutMessages.partQuantityNow).
 */
const FIELD_REFUSAL = /^[a-z_][\w.]*: ([\s\S]+)$/;

/** better-auth's own codes have no table's name: its table in the contract has them. */
const codeOf = (code: string) => (code.includes('.') ? code : `betterAuth.${code}`);

/**
 * `text` in `language` by its identity: `refusal` (an ApiError's), or the one the contract gives it
 * (a form's own refusal, made here, or the API's, recorded by the API client as it came). One it
 * does not know, as it is.
 */
function translateIn(
  loaded: readonly MessageTable[],
  language: Language,
  text: string,
  textsFor: (table: MessageTable) => Texts = textsOf,
  refusal: Refusal | undefined = refusalOf(text),
): string {
  if (language === 'en') return text;
  if (refusal === undefined) {
    // A field's refusal shows as its rule's message alone: the field's name is the request's own
    // (`quantity`), not a word of the page's.
    const rule = FIELD_REFUSAL.exec(text)?.[1];
    const ruleRefusal = rule === undefined ? undefined : refusalOf(rule);
    if (rule !== undefined && ruleRefusal !== undefined)
      return translateIn(loaded, language, rule, textsFor, ruleRefusal);
    return text;
  }
  const code = codeOf(refusal.code);
  const table = loaded.find((candidate) => code in candidate.english);
  if (table === undefined) {
    // It may be one of the catalogue's: the hooks show it again once they are in.
    if (!hasAllTables && !hasBangla(text)) void loadCatalogueMessages();
    return text;
  }
  const texts = textsFor(table);
  const translation = texts[code];
  // Not translated (yet): the English as it came, not its template.
  if (translation === undefined || translation === table.english[code]) return text;
  return fill(translation, language, texts, table, text, refusal);
}

/**
 * A message as the page shows it: its translation on a Bangla page, exactly `text` on an English
 * one, and `text` when it is not one of the contract's. For code outside a render; a component
 * uses useTranslateMessage.
 */
export function translateMessage(text: string): string {
  return translateIn(tables.get(), currentLanguage(), text);
}

/** translateMessage, with the catalogue's messages loaded first when `text` may be one of them. */
export async function translateMessageSoon(text: string): Promise<string> {
  const translated = translateMessage(text);
  if (translated !== text || hasAllTables || currentLanguage() === 'en' || hasBangla(text)) return translated;
  await loadCatalogueMessages();
  return translateMessage(text);
}

/** translateMessage for a component: it shows the message again once its translation is in. */
export function useTranslateMessage(): (text: string) => string {
  const language = useLanguage();
  const loaded = useStore(tables);
  // The main table's texts as the render has them; the catalogue's as they are when it is in.
  const texts = useMessages(contractMessages.texts);
  return useCallback(
    (text: string) =>
      translateIn(loaded, language, text, (table) => (table === contractMessages ? texts : textsOf(table))),
    [loaded, language, texts],
  );
}

/** An ApiError's identity as the API sent it: its code, and the values its message was made with. */
const refusalIn = (error: unknown): Refusal | undefined =>
  error instanceof ApiError && error.code !== undefined
    ? { code: error.code, ...(error.params ? { params: error.params } : {}) }
    : undefined;

/**
 * toErrorMessage in the page's language: what to tell the visitor about a failure, by its code
 * when the API gave one (better-auth's refusals too, whatever their words).
 */
export function useErrorMessage(): (error: unknown) => string {
  const language = useLanguage();
  const loaded = useStore(tables);
  const texts = useMessages(contractMessages.texts);
  return useCallback(
    (error: unknown) =>
      translateIn(
        loaded,
        language,
        toErrorMessage(error),
        (table) => (table === contractMessages ? texts : textsOf(table)),
        refusalIn(error) ?? refusalOf(toErrorMessage(error)),
      ),
    [loaded, language, texts],
  );
}
