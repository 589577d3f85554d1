import { cookieValue, ONE_YEAR_SECONDS } from './cookies.js';

/*
 * The catalogue's facts that the pages need without zod (the schemas are in catalogue.ts): a
 * module the app's first chunk imports must not pull zod in with it (the home page's budget).
 */

/** The catalogue of thousands (docs/product.md#catalogue): search, filters, fitment and the rider's garage. */
export const PARTS_PAGE_SIZE_DEFAULT = 24;
export const PARTS_PAGE_SIZE_MAX = 48;
/**
 * A list counts its parts up to this many and no further: past it the page says "10,000+ parts",
 * so a broad search costs what its page shows, not what the whole catalogue holds.
 */
export const PARTS_COUNT_CAP = 10_000;
/** A search longer than this is no part name or number; refused rather than cut. */
export const SEARCH_QUERY_MAX = 100;
/** Whether a search has a letter or digit to look for (a mark alone is none): else it is refused. */
export const hasSearchWords = (q: string) => /[\p{L}\p{N}]/u.test(q);
/** The most suggestions the navigation bar's search offers (docs/search.md#suggestions). */
export const SUGGESTIONS_MAX = 8;
/**
 * Part names are suggested from this many characters: a name's trigram index needs a trigram to
 * look up, and fewer letters would read every entry of it. Categories and bikes need only one.
 */
export const SUGGESTION_PART_MIN = 3;
/** The model years a bike may have: the first Bangladeshi motorbike imports to next year's models. */
export const BIKE_YEAR_MIN = 1950;
export const BIKE_YEAR_MAX = 2100;
/** How many bikes one rider may keep in the garage. */
export const GARAGE_BIKES_MAX = 10;

export const PART_SORTS = ['relevance', 'position', 'price-asc', 'price-desc', 'newest'] as const;
export type PartSort = (typeof PART_SORTS)[number];

/** Whether a part fits the rider's current bike: `null` when the rider has none. */
export const FITMENT_STATUSES = ['fits', 'does-not-fit', 'not-listed'] as const;
export type FitmentStatus = (typeof FITMENT_STATUSES)[number];

/** Whether a vehicle was made in `year`: the years a rider's bike may have. */
export function isModelYear(vehicle: { yearFrom: number; yearTo: number }, year: number): boolean {
  return year >= vehicle.yearFrom && year <= vehicle.yearTo;
}

/**
 * In stock means a buyer can order it now: at least its minimum order is there. The part page, the
 * cards' Add to cart and the search's "In stock only" filter (search-parts.ts, in SQL) all use this.
 * Here, not beside the part's schema: every card's Add to cart calls it, on home too.
 */
export const isInStock = (part: { availableQuantity: number; minimumOrder: number }): boolean =>
  part.availableQuantity >= part.minimumOrder;

/** How a rider's bike is named on cards and pages: "Bajaj Pulsar 150 Twin Disc 2021". */
export function bikeName(bike: { make: string; model: string; variant: string; year: number }): string {
  return [bike.make, bike.model, bike.variant, String(bike.year)].filter(Boolean).join(' ');
}

/** `{vehicleId}:{year}`, as `bike=` in a URL says it. */
export function bikeParam(bike: { vehicleId: number; year: number }): string {
  return `${bike.vehicleId}:${bike.year}`;
}

/**
 * The rider's bikes in a cookie, so that pages rendered on the server know them: a guest's garage,
 * or a copy of a signed-in rider's. `{vehicleId}:{year}` per bike, `_` between bikes, the current
 * bike first (cookie values allow neither commas nor spaces).
 */
export const GARAGE_COOKIE = 'motoforge_garage';

export type CookieBike = { vehicleId: number; year: number };

/** The bikes a Cookie header's garage cookie names, current first; anything malformed is dropped. */
export function garageCookieIn(cookies: string | undefined): CookieBike[] {
  return parseGarageCookie(cookieValue(cookies, GARAGE_COOKIE));
}

/** The bikes a garage cookie's value names, current first; anything malformed is dropped, never trusted. */
export function parseGarageCookie(value: string | undefined): CookieBike[] {
  if (!value || value.length > 200) return [];
  const bikes: CookieBike[] = [];
  for (const entry of value.split('_')) {
    const match = /^([1-9]\d{0,8}):(\d{4})$/.exec(entry);
    if (!match) continue;
    const bike = { vehicleId: Number(match[1]), year: Number(match[2]) };
    if (bike.year < BIKE_YEAR_MIN || bike.year > BIKE_YEAR_MAX) continue;
    if (bikes.some((known) => known.vehicleId === bike.vehicleId && known.year === bike.year)) continue;
    bikes.push(bike);
    if (bikes.length === GARAGE_BIKES_MAX) break;
  }
  return bikes;
}

/**
 * The first entry of a cookie that copies a signed-in rider's garage (the account keeps the bikes):
 * such a cookie is never merged into an account at sign-in, so a rider whose session ended without
 * signing out does not hand their bikes to the next rider at that browser. It is no bike, so
 * parseGarageCookie drops it.
 */
export const GARAGE_ACCOUNT_COPY = 'account';

export function serializeGarageCookie(bikes: CookieBike[], isAccountCopy = false): string {
  return [...(isAccountCopy ? [GARAGE_ACCOUNT_COPY] : []), ...bikes.map(bikeParam)].join('_');
}

/** Whether a Cookie header's garage cookie is the copy of an account's garage, not a guest's own. */
export function isGarageAccountCopy(cookies: string | undefined): boolean {
  return cookieValue(cookies, GARAGE_COOKIE)?.split('_')[0] === GARAGE_ACCOUNT_COPY;
}

/**
 * The Set-Cookie value (or `document.cookie` assignment) that keeps `bikes` for a year, marked as
 * an account's copy when it is one; no bikes clears it.
 */
export function garageCookie(bikes: CookieBike[], isSecure: boolean, isAccountCopy = false): string {
  const lifetime = bikes.length === 0 ? 0 : ONE_YEAR_SECONDS;
  const value = bikes.length === 0 ? '' : serializeGarageCookie(bikes, isAccountCopy);
  return `${GARAGE_COOKIE}=${value}; Path=/; Max-Age=${lifetime}; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}
