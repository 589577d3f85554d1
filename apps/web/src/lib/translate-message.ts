/**
 * The contract's messages in the page's language. The API answers in English, with the spec's
 * texts, and the forms' rules (zod, from the contract) refuse in English too: a message reaches the
 * page as its English text, and is translated where it is shown (FormField, ErrorState, the toasts,
 * useErrorMessage) by looking that text up here. An English page shows it exactly as it came.
 *
 * The English texts are the contract's own, read from its objects of messages, never typed again
 * here: one text per id, `messages.emailRequired`, `authMessages.invalidToken`…, the name it is
 * exported under. A message the contract builds around a value (`messages.tooLong(max)`) is found
 * by a pattern made from the contract's function: it is called with placeholders for its values,
 * so its text here reads "Must be at most {max} characters", and a shown text of that form gives
 * the value back to be put in its translation.
 *
 * A translation may use `{name}` for such a value, and `{1}`, `{2}`… for the numbers the English
 * text itself has (in order: "Rating must be from 1 to 5" has 1 and 5). Numbers are shown in the
 * page's digits (৳৯,৯৯,৯৯৯.৯৯, ১০,০০০, ২০২১); `{1:en}` keeps a number as English writes it, for an
 * example of what to type (a price in a CSV cell, a bike in an address).
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
  madeAdminMessage,
  messages,
  orderRemovedMessage,
  productRemovedMessage,
} from '@motoforge/contract';
import type { Messages } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback } from 'react';
import { ApiError, CONNECTION_FAILED_MESSAGE, requestFailedMessage, toErrorMessage } from './api-client';
import { currentLanguage, defineMessages, loadTranslations, useLanguage, useMessages } from './i18n';

/** What a value of a message is: shown as it is, a number in the page's digits, or a field's name. */
type ValueKind = 'text' | 'number' | 'label';

/** A message the contract builds around values, and how to call it for each of them. */
export type MessageFunction = {
  /** Its values' names (for the placeholders) and kinds, in the order `make` takes them. */
  values: readonly (readonly [name: string, kind: ValueKind])[];
  make: (...values: never[]) => string;
  /** A number that reads differently at 1 ("1 minute" and "5 minutes"): both are recognised. */
  singular?: string;
};

type Texts = Record<string, string>;

type Pattern = {
  id: string;
  kinds: ReadonlyMap<string, ValueKind>;
  /** The numbers of the text itself, for `{1}`, `{2}`…: the template's, also for its singular. */
  numbers: readonly string[];
  matchers: readonly { expression: RegExp; names: readonly string[]; fixed: Texts }[];
};

/** One component of messages: its English by id, and what finds a shown text's id. */
type MessageTable = {
  texts: () => Messages<Texts>;
  english: Texts;
  idOfText: ReadonlyMap<string, string>;
  patterns: readonly Pattern[];
  /** Ids of the field names a message may have as a value ("Minimum order is required"), by name. */
  labels: ReadonlyMap<string, string>;
};

/** A number as the contract writes one: "5", "10,000", "99.50", "৳999,999.99". */
const NUMBERS = /৳?(?:\d[\d,.]*\d|\d)/g;
const numbersIn = (text: string) => text.match(NUMBERS) ?? [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Values no message is likely to have: a function's numbers are called with these. */
const SAMPLE_NUMBER = 7_654_321;

/**
 * A message function's text with placeholders for its values ("Must be at most {max} characters"),
 * or, with `fixed`, with those values as they are (the singular's "1 minute").
 */
function templateOf({ values, make }: MessageFunction, fixed: Record<string, number> = {}): string {
  const samples = values.map(([name, kind], index) =>
    name in fixed ? fixed[name] : kind === 'number' ? SAMPLE_NUMBER + index : `{${name}}`,
  );
  let template = make(...(samples as never[]));
  values.forEach(([name, kind], index) => {
    if (kind !== 'number' || name in fixed) return;
    const sample = SAMPLE_NUMBER + index;
    template = template.replaceAll(formatCount(sample), `{${name}}`).replaceAll(String(sample), `{${name}}`);
  });
  return template;
}

function matcherOf(fn: MessageFunction, labels: ReadonlyMap<string, string>, fixed: Record<string, number> = {}) {
  const kinds = new Map(fn.values);
  const names: string[] = [];
  const source = templateOf(fn, fixed)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const kind = name === undefined ? undefined : kinds.get(name);
      if (name === undefined || kind === undefined) return escape(part);
      names.push(name);
      if (kind === 'number') return `(${NUMBERS.source})`;
      if (kind === 'label') return `(${[...labels.keys()].map(escape).join('|')})`;
      return '([\\s\\S]+?)';
    })
    .join('');
  const fixedTexts = Object.fromEntries(Object.entries(fixed).map(([name, value]) => [name, String(value)]));
  // eslint-disable-next-line security/detect-non-literal-regexp -- the contract's text, escaped, and fixed patterns
  return { expression: new RegExp(`^${source}$`), names, fixed: fixedTexts };
}

/**
 * Defines the component `name` of the contract's messages: the string messages of `sources` (the
 * contract's objects, by the name they are exported under), `functions` (by id), `labels` (field
 * names, by id) and `own` texts (by id) of the web app's.
 */
export function defineMessageTable(
  name: string,
  {
    sources = {},
    functions = {},
    labels = {},
    own = {},
  }: {
    sources?: Record<string, Record<string, unknown>>;
    functions?: Record<string, MessageFunction>;
    labels?: Texts;
    own?: Texts;
  },
): MessageTable {
  const english: Texts = {};
  const idOfText = new Map<string, string>();
  const addText = (id: string, text: string) => {
    english[id] = text;
    // Two messages that read the same are one: the first id has it.
    if (!idOfText.has(text)) idOfText.set(text, id);
  };
  for (const [source, texts] of Object.entries(sources)) {
    for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') addText(`${source}.${key}`, text);
  }
  for (const [id, text] of Object.entries(own)) addText(id, text);
  const labelIds = new Map(Object.entries(labels).map(([id, label]) => [label, id]));
  const templates = Object.fromEntries(Object.entries(functions).map(([id, fn]) => [id, templateOf(fn)]));
  Object.assign(english, templates);
  // The expressions that find a function's message are made the first time a text is looked up:
  // an English page never looks one up, and a Bangla one not as it starts (docs/performance.md).
  let patterns: readonly Pattern[] | undefined;
  const patternsOf = () =>
    Object.entries(functions).map(([id, fn]): Pattern => ({
      id,
      kinds: new Map(fn.values),
      numbers: numbersIn(templates[id] ?? ''),
      matchers: [
        matcherOf(fn, labelIds),
        ...(fn.singular === undefined ? [] : [matcherOf(fn, labelIds, { [fn.singular]: 1 })]),
      ],
    }));
  Object.assign(english, labels);
  return {
    texts: defineMessages(name, english),
    english,
    idOfText,
    get patterns() {
      return (patterns ??= patternsOf());
    },
    labels: labelIds,
  };
}

/** The contract's objects of messages in this table, by the name they are exported under. */
export const MESSAGE_SOURCES = {
  messages,
  authMessages,
  betterAuthMessages,
} as const;

/** The message functions of those and of the contract alone, by id (see translate-message.test.ts). */
export const MESSAGE_FUNCTIONS: Record<string, MessageFunction> = {
  'messages.tooLong': { values: [['max', 'number']], make: messages.tooLong },
  'messages.unpaidOrdersLimit': { values: [['max', 'number']], make: messages.unpaidOrdersLimit },
  'messages.unpaidHoldTooLarge': { values: [['most', 'number']], make: messages.unpaidHoldTooLarge },
  'messages.jsonTooDeep': { values: [['max', 'number']], make: messages.jsonTooDeep },
  'messages.noSuchEndpoint': {
    values: [
      ['method', 'text'],
      ['path', 'text'],
    ],
    make: messages.noSuchEndpoint,
  },
  orderRemovedMessage: { values: [['product', 'text']], make: orderRemovedMessage },
  productRemovedMessage: { values: [['name', 'text']], make: productRemovedMessage },
  madeAdminMessage: { values: [['email', 'text']], make: madeAdminMessage },
  'authMessages.signInLocked': {
    values: [['minutes', 'number']],
    make: authMessages.signInLocked,
    singular: 'minutes',
  },
  'apiClient.requestFailed': { values: [['status', 'number']], make: requestFailedMessage },
};

const contractMessages = defineMessageTable('messages', {
  sources: MESSAGE_SOURCES,
  functions: MESSAGE_FUNCTIONS,
  // The web app's own words for a call that never reached the API, as ApiError carries them.
  own: { 'apiClient.connectionFailed': CONNECTION_FAILED_MESSAGE },
});

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

type Found = { id: string; numbers: readonly string[]; values: Texts; kinds: ReadonlyMap<string, ValueKind> };
const NO_KINDS = new Map<string, ValueKind>();

/** The message of `table` that `text` is, with its values; undefined when it is none of them. */
function find(table: MessageTable, text: string): Found | undefined {
  const id = table.idOfText.get(text);
  if (id !== undefined) return { id, numbers: numbersIn(text), values: {}, kinds: NO_KINDS };
  for (const pattern of table.patterns) {
    for (const { expression, names, fixed } of pattern.matchers) {
      const match = expression.exec(text);
      if (!match) continue;
      const values: Texts = { ...fixed };
      names.forEach((name, index) => (values[name] = match[index + 1] ?? ''));
      return { id: pattern.id, numbers: pattern.numbers, values, kinds: pattern.kinds };
    }
  }
  return undefined;
}

/** `translation` with its placeholders filled: a function's values, and the English text's numbers. */
function fill(translation: string, language: Language, texts: Texts, table: MessageTable, found: Found): string {
  return translation.replace(/\{(\w+)(:en)?\}/g, (placeholder, name: string, asWritten?: string) => {
    const isNumbered = /^\d+$/.test(name);
    const value = isNumbered ? found.numbers[Number(name) - 1] : found.values[name];
    if (value === undefined) return placeholder;
    const kind = isNumbered ? 'number' : found.kinds.get(name);
    if (kind === 'number') return asWritten ? value : numberIn(language, value);
    if (kind === 'label') {
      const id = table.labels.get(value);
      return id === undefined ? value : (texts[id] ?? value);
    }
    return value;
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

/** `text` in `language`; one it does not know, as it is. */
function translateIn(
  loaded: readonly MessageTable[],
  language: Language,
  text: string,
  textsFor: (table: MessageTable) => Texts = textsOf,
): string {
  if (language === 'en') return text;
  // A field's refusal shows as its rule's message alone: the field's name is the request's own
  // (`quantity`), not a word of the page's.
  const refusal = FIELD_REFUSAL.exec(text)?.[1];
  if (refusal !== undefined) {
    const translated = translateIn(loaded, language, refusal, textsFor);
    if (translated !== refusal) return translated;
  }
  for (const table of loaded) {
    const found = find(table, text);
    if (!found) continue;
    const texts = textsFor(table);
    const translation = texts[found.id];
    // Not translated (yet): the English as it came, not its template.
    if (translation === undefined || translation === table.english[found.id]) return text;
    return fill(translation, language, texts, table, found);
  }
  // It may be one of the catalogue's: the hooks show it again once they are in.
  if (!hasAllTables && !hasBangla(text)) void loadCatalogueMessages();
  return text;
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

/**
 * better-auth's refusal in the page's language by its code, whatever its words: they are
 * better-auth's, and may change with its version. Undefined for any other failure, and on an
 * English page, which shows better-auth's words as they came.
 */
function byBetterAuthCode(error: unknown, texts: Texts): string | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  const id = `betterAuthMessages.${error.code}`;
  const translation = texts[id];
  return translation === contractMessages.english[id] ? undefined : translation;
}

/** toErrorMessage in the page's language: what to tell the visitor about a failure. */
export function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslateMessage();
  const texts = useMessages(contractMessages.texts);
  return useCallback(
    (error: unknown) => byBetterAuthCode(error, texts) ?? translate(toErrorMessage(error)),
    [translate, texts],
  );
}
