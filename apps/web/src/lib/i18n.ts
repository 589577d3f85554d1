/**
 * The shop's two languages (docs/design.md#bangla, ADR 020). English is written in the components, as the
 * spec gives it; Bangla is a translation of each component's texts, in its feature's bn/ folder
 * (composed by area in locales/bn/), loaded only on Bangla pages. A page's language is fixed by its URL (`/bn/…` is Bangla) for as long as it is
 * open: the switch between languages is a link to the other URL, not a change in place.
 *
 * The texts are @nanostores/i18n components. Each is defined on first use, during a render, so it
 * is made in the page's language with no English first; on the server, where one process renders
 * both languages, every component stays subscribed so that setting the language (just before a
 * synchronous render) re-translates them all at once.
 */
import {
  createI18n,
  strings,
  transform,
  type params as nanostoresParams,
  type Messages,
  type Translations,
} from '@nanostores/i18n';
import {
  formatCountIn,
  formatDecimalIn,
  formatDateIn,
  formatTakaIn,
  formatYearIn,
  LANGUAGES,
  type Language,
} from '@motoforge/contract';
import { atom } from 'nanostores';

export { LANGUAGES, type Language };

/** Where Bangla pages live: `/bn`, `/bn/allproducts`… English keeps the spec's URLs. */
export const BANGLA_BASE = '/bn';

const language = atom<Language>('en');

/** The areas of the app whose Bangla comes with the pages that show them (locales/bn/areas.ts). */
export type TranslationArea =
  | 'shop'
  | 'catalogue'
  | 'shopAdmin'
  | 'account'
  | 'orders'
  | 'dashboard'
  | 'messagesCatalogue'
  | 'cart'
  | 'checkout'
  | 'payments'
  | 'outbox'
  | 'offline'
  | 'jobs';

/** The component texts of a language other than English, by component name. */
export type Catalogue = Record<string, Record<string, string | Record<string, string>>>;

export const i18n = createI18n(language, {
  baseLocale: 'en',
  cache: { en: {}, bn: {} },
  // Every translation is in the cache before the first render (setLanguage): nothing to fetch.
  get: () => Promise.resolve({}),
  isSSR: import.meta.env.SSR,
});
/** The library's cache as it is: translations by language, then by component (its type says less). */
const cache = i18n.cache as unknown as Record<Language, Catalogue>;

/** The language of a page at `pathname`, and its path as the router knows it (without `/bn`). */
export function splitLanguage(pathname: string): { language: Language; pathname: string } {
  if (pathname === BANGLA_BASE || pathname.startsWith(`${BANGLA_BASE}/`)) {
    return { language: 'bn', pathname: pathname.slice(BANGLA_BASE.length) || '/' };
  }
  return { language: 'en', pathname };
}

/** The URL of the page at `pathname` (as the router knows it) in `target`. */
export const pathIn = (target: Language, pathname: string) =>
  target === 'bn' ? `${BANGLA_BASE}${pathname === '/' ? '' : pathname}` : pathname;

/** The router's basename for a language: Bangla pages sit under `/bn`. */
export const basenameOf = (target: Language) => (target === 'bn' ? BANGLA_BASE : undefined);

/**
 * Sets the language every component's texts come in, with its catalogue. In the browser this is
 * done once, before the first render; on the server before each page's (synchronous) render.
 */
export function setLanguage(
  target: Language,
  catalogue?: Catalogue,
  loadArea?: (area: TranslationArea) => Promise<Catalogue>,
) {
  if (catalogue) {
    cache[target] = catalogue;
    // Every component already defined, translated or not, is in the cache: see defineMessages.
    if (target !== 'en') for (const component of createdMessages) catalogue[component] ??= {};
  }
  areaLoader = loadArea;
  loadedAreas.clear();
  language.set(target);
}

let areaLoader: ((area: TranslationArea) => Promise<Catalogue>) | undefined;
const loadedAreas = new Map<TranslationArea, Promise<void>>();

/**
 * Fetches the page's language's texts of these areas, once each, before the page that shows them
 * renders (router.tsx's lazyPage): nothing to do in English, or where every area is in at once
 * (the server). A component used before its area is in shows in English until it is shown again.
 */
export function loadTranslations(areas: readonly TranslationArea[]): Promise<void> {
  const target = language.get();
  const loader = areaLoader;
  if (target === 'en' || !loader) return Promise.resolve();
  return Promise.all(
    areas.map((area) => {
      let loading = loadedAreas.get(area);
      if (!loading) {
        loading = loader(area).then(
          (catalogue) => {
            Object.assign(cache[target], catalogue);
            // Texts made before their area came in (rare: the page's route waits for its areas)
            // are made again now, for the next render that reads them.
            language.notify(target);
          },
          (error: unknown) => {
            // Asked again next time: a download that failed once (offline) may not fail twice.
            loadedAreas.delete(area);
            throw error;
          },
        );
        loadedAreas.set(area, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

export const currentLanguage = () => language.get();

/** Every component's English texts by its name, as defined: what each translation must cover. */
export const definedMessages = new Map<string, Translations>();

/** A component's English texts, translated when first used in the page's language. */
export function defineMessages<Body extends Translations>(component: string, base: Body): () => Messages<Body> {
  if (definedMessages.has(component)) throw new Error(`The texts of "${component}" are defined twice`);
  definedMessages.set(component, base);
  let messages: Messages<Body> | undefined;
  return () => {
    if (!messages) {
      // One not translated yet shows in English, rather than waiting for a translation to load:
      // with every component in the cache, a change of language re-translates all at once.
      for (const other of LANGUAGES) if (other !== 'en') cache[other][component] ??= {};
      messages = i18n(component, base);
      createdMessages.add(component);
      // Subscribed for good: the library re-translates only the texts someone listens to. On the
      // server, where one process renders both languages, setting the language then re-translates
      // every text before the (synchronous) render reads it.
      messages.listen(() => undefined);
    }
    return messages;
  };
}

/** The components whose texts have been made (on first use). */
const createdMessages = new Set<string>();

/**
 * The texts of `messages` in the page's language. Read, not subscribed to: a page's language never
 * changes while it is open, and a subscription in each of the 24 part cards of a list cost the
 * page's hydration tens of milliseconds on a slow phone (Lighthouse's total blocking time).
 */
export function useMessages<Body extends Translations>(messages: () => Messages<Body>): Body {
  return messages().get();
}

/** The language of the page being rendered. */
export const useLanguage = (): Language => language.get();

/**
 * Prices, counts and dates in the page's language: ৳১,২৫০ and Bengali digits on Bangla pages,
 * exactly as before (formatTaka, formatCount) on English ones.
 */
export function useFormat() {
  const language = useLanguage();
  return {
    taka: (amount: number) => formatTakaIn(language, amount),
    count: (count: number) => formatCountIn(language, count),
    decimal: (value: number, fractionDigits: number) => formatDecimalIn(language, value, fractionDigits),
    year: (year: number) => formatYearIn(language, year),
    date: (date: Date | string, options?: Intl.DateTimeFormatOptions) => formatDateIn(language, date, options),
  };
}

/**
 * A text with values, `params('Minimum order: {n}')`, as @nanostores/i18n's own, except that a
 * value goes in as it is: the library's String.replace would read `$&` or `$'` in a value (a
 * search, a part's or a rider's name) as a pattern and change the text.
 */
export const params = transform((_language, translation, values: Record<string, unknown>) =>
  strings(translation, (text) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    ),
  ),
) as typeof nanostoresParams;
