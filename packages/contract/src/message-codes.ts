/**
 * Each message of the contract with its identity: a stable `code` ("checkout.codTooLarge") and, for
 * a message made around values, those values (`params`, `{ max: 20000 }`). The API sends both beside
 * the English text of a refusal; the web app shows a refusal in the page's language by its code
 * (docs/decisions/071-messages-by-code.md).
 *
 * A table of messages is declared through `messageTable`, which returns it as it was given (its
 * values are still texts and functions that make texts) and keeps it: its constant texts are read
 * into the lookup only when a text is first looked up, so declaring one costs a module's loading
 * next to nothing. Each function of the table is wrapped to record the text it makes with its code
 * and values. `refusalOf(text)` finds a text's identity by an exact lookup.
 *
 * Zod-free, like messages.ts: every page loads it.
 */

/** The values a message was made around, by name. */
export type MessageParams = Record<string, string | number>;

/** A text's identity: what the API sends beside its `message`. */
export type Refusal = { code: string; params?: MessageParams };

type MessageValue = string | ((...values: never[]) => string);

type FunctionKeys<Table> = {
  [Key in keyof Table]: Table[Key] extends (...values: never[]) => string ? Key : never;
}[keyof Table];

/** The names of each function's values, in the order it takes them (or the keys of its one object). */
type ParamNames<Table> = { [Key in FunctionKeys<Table>]: readonly string[] };

type Declared = { name: string; table: object; texts: Readonly<Record<string, MessageValue>>; names: object };

const declared: Declared[] = [];

/**
 * Texts made before the first lookup (the schemas' messages, made as their modules load) are kept
 * for good; those made later (a part's name, a path) only the last RECENT_MAX of them, which is
 * far more than one request or one page shows at once.
 */
const lasting = new Map<string, Refusal>();
const recent = new Map<string, Refusal>();
const RECENT_MAX = 2000;
let looked = false;
let indexedTables = 0;

/** Texts recorded with two identities, as `text: code, code`: a test keeps this empty. */
const clashes: string[] = [];

const sameRefusal = (one: Refusal, other: Refusal) =>
  one.code === other.code && JSON.stringify(one.params) === JSON.stringify(other.params);

function record(text: string, refusal: Refusal, isConstant = false) {
  const known = lasting.get(text) ?? recent.get(text);
  if (known && !sameRefusal(known, refusal)) {
    // A clash is a test's failure, not the page's. A constant's identity is the one kept, whatever
    // was made first: schemas are made on first use, so which text is made first varies.
    clashes.push(`${text}: ${known.code}, ${refusal.code}`);
    if (isConstant) (lasting.has(text) ? lasting : recent).set(text, refusal);
    return;
  }
  if (!looked) {
    lasting.set(text, refusal);
    return;
  }
  if (lasting.has(text)) return;
  recent.delete(text);
  recent.set(text, refusal);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

/**
 * Declares the table of messages `name`: each constant's code is `name.key`; each function's text
 * is recorded as it is made, with its values named by `params`. Returns `table` itself.
 */
export function messageTable<const Table extends Record<string, MessageValue>>(
  name: string,
  table: Table,
  ...[params]: [FunctionKeys<Table>] extends [never] ? [] : [ParamNames<Table>]
): Table {
  const names = (params ?? {}) as Record<string, readonly string[]>;
  const texts = { ...table } as Record<string, MessageValue>;
  const wrapped = table as Record<string, MessageValue>;
  for (const key in names) {
    const make = texts[key] as (...values: unknown[]) => string;
    const valueNames = names[key] ?? [];
    wrapped[key] = (...values: unknown[]) => {
      const text = make(...values);
      const first = values[0];
      const source: Record<string, unknown> =
        values.length === 1 && typeof first === 'object' && first !== null
          ? (first as Record<string, unknown>)
          : Object.fromEntries(valueNames.map((valueName, index) => [valueName, values[index]]));
      const made: MessageParams = {};
      for (const valueName of valueNames) {
        const value = source[valueName];
        if (typeof value === 'string' || typeof value === 'number') made[valueName] = value;
      }
      record(text, { code: `${name}.${key}`, params: made });
      return text;
    };
    // As many values as the function it wraps, for a caller that asks (messageTexts).
    Object.defineProperty(wrapped[key], 'length', { value: make.length });
  }
  declared.push({ name, table, texts, names });
  return table;
}

/** Reads the constant texts of the tables declared since the last lookup. */
function indexConstants() {
  for (; indexedTables < declared.length; indexedTables += 1) {
    const { name, texts } = declared[indexedTables] as Declared;
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text === 'string') record(text, { code: `${name}.${key}` }, true);
    }
  }
}

/** The identity of a text the contract made (or the API sent, see noteRefusal); undefined for any other. */
export function refusalOf(text: string): Refusal | undefined {
  indexConstants();
  looked = true;
  const found = lasting.get(text) ?? recent.get(text);
  if (found === undefined) return undefined;
  return found.params === undefined || Object.keys(found.params).length === 0 ? { code: found.code } : found;
}

/** Records the identity the API gave a text it sent, so that refusalOf finds it too. */
export function noteRefusal(text: string, refusal: Refusal) {
  indexConstants();
  looked = true;
  record(text, refusal);
}

/** The texts recorded with two identities so far (constants included): for a test. */
export function messageClashes(): readonly string[] {
  indexConstants();
  return clashes;
}

/**
 * The English of each message of `table` (one declared by messageTable) by code: a constant as it
 * is, a function's text with `{name}` for each of its values ("Must be at most {max} characters").
 */
export function messageTexts(table: object): Record<string, string> {
  const found = declared.find((entry) => entry.table === table);
  if (!found) throw new Error('Not a table of messages declared with messageTable');
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(found.texts)) {
    const names = (found.names as Record<string, readonly string[]>)[key];
    texts[`${found.name}.${key}`] = typeof text === 'string' ? text : templateOf(text, names ?? []);
  }
  return texts;
}

function templateOf(make: (...values: never[]) => string, names: readonly string[]): string {
  const call = make as (...values: unknown[]) => string;
  const marks = names.map((name) => `{${name}}`);
  try {
    return call(...valuesOf(names, marks, make.length));
  } catch {
    // One that formats a number cannot take a placeholder: it is made with numbers no message
    // has, which are then replaced ("{created} parts added").
    const samples = names.map((_name, index) => SAMPLE_NUMBER + index);
    let template = call(...valuesOf(names, samples, make.length));
    samples.forEach((sample, index) => {
      for (const shown of [sample.toLocaleString('en-US'), String(sample)])
        template = template.replaceAll(shown, marks[index] ?? '');
    });
    return template;
  }
}

const SAMPLE_NUMBER = 7_654_321;

/** The values to call a function with: in order, or, for a function of one object, by name. */
function valuesOf(names: readonly string[], values: readonly unknown[], arity: number): unknown[] {
  return names.length > 1 && arity === 1
    ? [Object.fromEntries(names.map((name, index) => [name, values[index]]))]
    : [...values];
}

/** The names of the tables declared, each once: a test checks that no two share a name. */
export const declaredTableNames = () => declared.map((entry) => entry.name);
