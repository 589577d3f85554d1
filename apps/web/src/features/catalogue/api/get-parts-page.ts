import type { PartsPage, PartsQueryInput } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** A search as the URL gives it: GET /api/parts's parameters, each a string as it came. */
export type PartsSearch = { [Name in keyof PartsQueryInput]?: string };

/**
 * The parameters /allproducts reads from its URL, in the order they are sent. Anything else in the
 * URL (utm_source=…) is not the catalogue's business, and the API would refuse it.
 */
export const PARTS_SEARCH_PARAMS = [
  'q',
  // `exact=true`: the words as typed, no typo corrected (the "Search instead for" link).
  'exact',
  'category',
  'bike',
  'inStock',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;

/**
 * The search a URL's query string asks for: its catalogue parameters, empty ones left out, each as
 * written. A wrong one (page=abc) is sent as it is: the API's 400 says what is wrong with it.
 */
export function partsSearchFrom(params: URLSearchParams): PartsSearch {
  const search: PartsSearch = {};
  for (const name of PARTS_SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) search[name] = value;
  }
  return search;
}

/** The API path of a search, its parameters in one order so the server's prefetch and the browser ask alike. */
export function partsPagePath(search: PartsSearch): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) query.set(name, value);
  const queryString = query.toString();
  return `/parts${queryString ? `?${queryString}` : ''}`;
}

/** GET /api/parts: one page of the catalogue, filtered, searched and sorted. */
export const getPartsPage = (search: PartsSearch, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PartsPage>(partsPagePath(search), { signal });

export const partsPageQueryOptions = (search: PartsSearch) =>
  queryOptions({
    queryKey: partKeys.page(search),
    queryFn: ({ signal }) => getPartsPage(search, { signal }),
  });

/** A page of results; while the next one loads, the one before stays (flagged `isPlaceholderData`). */
export const usePartsPage = (search: PartsSearch) =>
  useQuery({ ...partsPageQueryOptions(search), placeholderData: keepPreviousData });
