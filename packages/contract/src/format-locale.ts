import { CURRENCY } from './constants.js';
import { toAsciiDigits, toBengaliDigits } from './digits.js';
import { formatCount, formatNumber, formatTaka } from './format-taka.js';
import type { Language } from './language.js';

/*
 * Prices, counts and dates in the page's language (docs/product.md#bangla). English goes through
 * formatTaka/formatCount unchanged: the spec's texts are tested word for word, and those functions
 * keep the English pages free of ICU's number data (format-taka.ts says why). Bangla numbers are
 * written out the same way, as bn-BD writes them: Bengali digits grouped the Indian way
 * (৳১,২৩,৪৫৬). Bangla dates and decimals use Intl for bn-BD (month names, the parts of the day).
 * Zod-free, like language.ts: the web app's first chunk formats prices.
 */

const BANGLA_LOCALE = 'bn-BD';

/** `value` as bn-BD writes it, to `decimals` places: "১২,৩৪,৫৬৭" or "১,৮৫০.৫০". */
const bangla = (value: number, decimals: 0 | 2) => toBengaliDigits(formatNumber(value, decimals, 'lakhs'));

/**
 * A taka amount as the shop shows it in `language`: "৳1,250" or "৳১,২৫০", and two decimals when
 * there are poisha ("৳১,৮৫০.৫০"), as formatTaka does in English. The sign is written before the
 * number by hand: Intl's currency style for bn-BD puts it after ("১,২৫০.০০৳") and always adds poisha.
 */
export function formatTakaIn(language: Language, amount: number): string {
  if (language === 'en') return formatTaka(amount);
  return `${CURRENCY.symbol}${bangla(amount, Number.isInteger(amount) ? 0 : 2)}`;
}

/** A count (a quantity, a stock) in `language`'s digits, grouped as prices are: "১,০০,০০,০০০". */
export function formatCountIn(language: Language, count: number): string {
  return language === 'en' ? formatCount(count) : bangla(count, 0);
}

/** A measurement with up to `fractionDigits` decimals, in `language`'s digits: "2.35" or "২.৩৫". */
export function formatDecimalIn(language: Language, value: number, fractionDigits: number): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : BANGLA_LOCALE, {
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * A year as a date writes it, never grouped as a count is: "2026" or "২০২৬" (not "২,০২৬"). A
 * year needs no Intl in either language: every page's footer shows the year, and an Intl formatter
 * costs a page tens of milliseconds of ICU data on a slow phone.
 */
export function formatYearIn(language: Language, year: number): string {
  return language === 'en' ? String(year) : toBengaliDigits(String(year));
}

/**
 * English dates stay in the reader's own locale, as the web app has always written them; Bangla
 * ones are bn-BD's ("১৫ জানুয়ারি, ২০২৫").
 */
const DATE_LOCALES: Record<Language, string | undefined> = { en: undefined, bn: BANGLA_LOCALE };

/** One formatter per language and set of options; callers pass a handful of fixed option sets. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * `date` (a Date, or an ISO date-time as the API sends it) in `language`, with `options` as
 * Intl.DateTimeFormat takes them; without options, Intl's short numeric date ("১৫/১/২০২৫"). A
 * time in Bangla is said as Bangladesh says it: on the 12-hour clock, after the part of the day
 * ("২১ নভে, বিকাল ৪:০৫"), where bn-BD's own ends in "PM".
 */
export function formatDateIn(
  language: Language,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  const hasTime = options.hour !== undefined || options.timeStyle !== undefined;
  if (language === 'bn' && hasTime) return banglaDateTime(moment, options);
  return dateFormat(language, options).format(moment);
}

/**
 * The parts of the day, each from the hour it begins at: CLDR's for bn (ভোর from 4, সকাল from 6…),
 * with the everyday রাত for its রাত্রি. Ours, not Intl's `dayPeriod`, so every browser says the
 * same, and before the hour as people say it, not after it as Intl puts it.
 */
const BANGLA_DAY_PARTS: readonly (readonly [fromHour: number, name: string])[] = [
  [20, 'রাত'],
  [18, 'সন্ধ্যা'],
  [16, 'বিকাল'],
  [12, 'দুপুর'],
  [6, 'সকাল'],
  [4, 'ভোর'],
  [0, 'রাত'],
];

function banglaDateTime(moment: Date, options: Intl.DateTimeFormatOptions): string {
  const { timeZone } = options;
  const hourOfDay = dateFormat('bn', { hour: 'numeric', hourCycle: 'h23', timeZone })
    .formatToParts(moment)
    .find((part) => part.type === 'hour')?.value;
  const hour = Number(toAsciiDigits(hourOfDay ?? '0'));
  const dayPart = BANGLA_DAY_PARTS.find(([fromHour]) => hour >= fromHour)?.[1] ?? 'রাত';
  const parts = dateFormat('bn', { ...options, hour12: true, hourCycle: undefined }).formatToParts(moment);
  // Intl's "AM" or "PM" goes, with the space that sets it apart; the part of the day comes first.
  const isBesideDayPeriod = (index: number) =>
    parts[index - 1]?.type === 'dayPeriod' || parts[index + 1]?.type === 'dayPeriod';
  return parts
    .filter(
      (part, index) =>
        part.type !== 'dayPeriod' && !(part.type === 'literal' && !part.value.trim() && isBesideDayPeriod(index)),
    )
    .map((part) => (part.type === 'hour' ? `${dayPart} ${part.value}` : part.value))
    .join('');
}
