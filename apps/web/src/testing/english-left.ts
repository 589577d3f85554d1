import { expect } from 'vitest';
import { definedMessages } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';

/**
 * The attributes whose values a visitor reads or hears: labels, alternatives, hints and titles.
 * (The page-wide check of the Bangla pages, locales/bangla-pages.test.tsx, reads the first four.)
 */
const READ_ATTRIBUTES = [
  'aria-label',
  'placeholder',
  'alt',
  'title',
  'aria-roledescription',
  'aria-description',
  'aria-valuetext',
  'aria-placeholder',
  'label',
];
/** Inputs whose value is their label, shown as a button's text. */
const LABELLED_BY_VALUE = 'input[type="submit"], input[type="button"], input[type="reset"]';

/** What a visitor reads or hears in `root`: its text, the labels of its elements and, for the whole page, its title. */
function readableText(root: ParentNode): string {
  const page = root === document || root === document.body || root === document.documentElement;
  const elements = [
    ...(root instanceof Element ? [root] : []),
    ...root.querySelectorAll(READ_ATTRIBUTES.map((name) => `[${name}]`).join(', ')),
  ];
  const attributes = elements.flatMap((element) => READ_ATTRIBUTES.flatMap((name) => element.getAttribute(name) ?? []));
  const values = [...root.querySelectorAll<HTMLInputElement>(LABELLED_BY_VALUE)].map((input) => input.value);
  const text = root instanceof Document ? root.documentElement.textContent : root.textContent;
  return [page ? document.title : '', text ?? '', ...attributes, ...values].join('\n');
}

/** A text's English: itself, or for a params() or count() text what was given to it, `input`. */
const inputOf = (text: unknown): unknown =>
  typeof text === 'object' && text !== null && 'input' in text ? text.input : text;

/**
 * Whether a text's Bangla may be its English: a name or a sign (CVC, {figure}+), not words. A
 * sentence whose Bangla is its English was left untranslated (as locales.test.ts tells them apart).
 */
const keepsItsEnglish = (english: string, bangla: unknown) => bangla === english && !/[a-z]{3}/.test(english);

/**
 * Each English text in `english` (a text, or a count()'s forms, maybe nested) with its Bangla in
 * `bangla` at the same place, leaving out one whose Bangla is the same name or sign.
 */
function englishOf(english: unknown, bangla: unknown): string[] {
  if (typeof english === 'string') return keepsItsEnglish(english, bangla) ? [] : [english];
  if (typeof english !== 'object' || english === null) return [];
  return Object.entries(english).flatMap(([form, text]) =>
    englishOf(
      text,
      typeof bangla === 'object' && bangla !== null ? (bangla as Record<string, unknown>)[form] : undefined,
    ),
  );
}

/**
 * The English of `components` that `root` (the page by default) still shows or says: each text's
 * runs of words between its {placeholders}, of at least two letters, found in the text of the
 * page, in its title, or in the labels, placeholders, alternatives and titles of its elements. A
 * params() text counts by its English (`input`), a count() text by every one of its forms; a text
 * whose Bangla is its English is left out when it is a name or a sign, not words (keepsItsEnglish).
 * A component with no texts defined fails.
 */
export function englishLeft(components: string[], root: ParentNode = document.body): string[] {
  const page = readableText(root);
  return components.flatMap((component) => {
    const texts = definedMessages.get(component);
    if (!texts) throw new Error(`No texts are defined for "${component}": is its module imported?`);
    return Object.entries(texts).flatMap(([key, text]) =>
      englishOf(inputOf(text), bn[component]?.[key])
        .flatMap((english) => english.split(/\{[^{}]*\}/))
        .map((words) => words.trim())
        .filter((words) => /[a-z]{2}/i.test(words) && page.includes(words)),
    );
  });
}

/** Fails when the page still shows or says any English of `components` (englishLeft). */
export function expectNoEnglishOf(...components: string[]) {
  expect(englishLeft(components), `English of ${components.join(', ')} left on the page`).toEqual([]);
}
