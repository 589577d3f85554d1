import { PARTS_PAGE_SIZE_DEFAULT, partsPageSchema, type PartsQuery } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { findPartsPage, searchParts, type FoundPage } from '../services/catalogue/search-parts.js';
import { createKeptReads } from './kept-reads.js';
import { type CachedBody, withEtag } from './whole-catalogue.js';

type CachedPage = CachedBody & { partIds: ReadonlySet<string> };

/** Pages of the shop order kept, at most. */
const PAGES_KEPT = 64;
/** Searches and filtered lists whose found parts are kept (ids and totals only, a few kB each). */
const FOUND_PAGES_KEPT = 2_000;
/** Searches and filtered lists whose whole answer to a guest is kept (about 10 kB each). */
const GUEST_PAGES_KEPT = 500;

/**
 * A list's key among the kept ones: its search as the words it is searched by, and every filter,
 * sort and page, in one order whatever the URL's.
 */
const foundPageKey = (query: PartsQuery) =>
  JSON.stringify([
    query.q?.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ') ?? null,
    query.exact ?? null,
    query.category ?? null,
    query.bike ? `${query.bike.vehicleId}:${query.bike.year}` : null,
    query.inStock ?? null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.sort ?? null,
    query.page ?? 1,
    query.pageSize ?? PARTS_PAGE_SIZE_DEFAULT,
  ]);

/**
 * The catalogue cache's lists (`GET /api/parts`, ADR 017): pages of the shop order, what searches
 * and filtered lists found, and whole answers to guests. While `isListening()` is false nothing is
 * kept and every read goes to the database.
 */
export function createKeptLists(database: Database, isListening: () => boolean) {
  const pages = createKeptReads<string, CachedPage>(PAGES_KEPT);
  const foundPages = createKeptReads<string, { found: FoundPage; isByStock: boolean }>(FOUND_PAGES_KEPT);
  const guestPages = createKeptReads<string, CachedPage & { isByStock: boolean }>(GUEST_PAGES_KEPT);
  const loadPage = async (page: number, pageSize: number): Promise<CachedPage> => {
    // The API's own answer to a guest (no bike) for this page in the shop order.
    const read = partsPageSchema.parse(await searchParts(database.db, { page, pageSize }, null));
    return { ...withEtag(read), partIds: new Set(read.items.map((item) => item._id)) };
  };

  /** `GET /api/parts` in the shop order with no search, filter or bike, one page of it. */
  const partsPage = (page: number, pageSize: number): CachedBody | Promise<CachedBody> => {
    if (!isListening()) return loadPage(page, pageSize);
    return pages.read(`${page}:${pageSize}`, () => loadPage(page, pageSize));
  };

  /**
   * The parts a search or a filtered list found for a page, and its total: kept, as finding them is
   * the costly part (a broad word ranks thousands of matches). The parts themselves are read fresh
   * by id, with their stock and the rider's fitment. Dropped by any change that could alter what
   * a list finds; a stock change only drops the lists filtered by stock.
   */
  const findPage = (query: PartsQuery): FoundPage | Promise<FoundPage> => {
    if (!isListening()) return findPartsPage(database.db, query);
    const kept = foundPages.read(foundPageKey(query), async () => ({
      found: await findPartsPage(database.db, query),
      isByStock: query.inStock !== undefined,
    }));
    return kept instanceof Promise ? kept.then(({ found }) => found) : kept.found;
  };

  /**
   * `GET /api/parts` as a guest (no current bike) gets it: the whole answer kept, serialised, for
   * a search or a filtered list as for the shop order's pages. Dropped when a part it shows
   * changes, and as what it found is (findPage). Undefined while nothing can be kept.
   */
  const guestPage = (query: PartsQuery): CachedBody | Promise<CachedBody> | undefined => {
    if (!isListening()) return undefined;
    const { sort = 'position', page = 1, pageSize = PARTS_PAGE_SIZE_DEFAULT, ...filters } = query;
    const isShopOrder = sort === 'position' && Object.values(filters).every((value) => value === undefined);
    if (isShopOrder) return partsPage(page, pageSize);
    return guestPages.read(foundPageKey(query), async () => {
      const read = partsPageSchema.parse(await searchParts(database.db, query, null, findPage));
      return {
        ...withEtag(read),
        partIds: new Set(read.items.map((item) => item._id)),
        isByStock: query.inStock !== undefined,
      };
    });
  };

  return {
    partsPage,
    findPage,
    guestPage,
    clear: () => {
      pages.clear();
      foundPages.clear();
      guestPages.clear();
    },
    /** Fitments, categories or vehicles changed: what a list finds may have. */
    filtersChanged: () => {
      foundPages.clear();
      guestPages.clear();
    },
    /**
     * These parts changed, and no part came or went: only what shows one of them is read again.
     * What a search found stays when only their stock changed, unless the search filters by stock.
     */
    partsChanged: (ids: readonly string[], isStockOnly: boolean) => {
      if (isStockOnly) foundPages.dropWhere((found) => found.isByStock);
      else foundPages.clear();
      guestPages.dropWhere((page) => (isStockOnly ? page.isByStock : true) || ids.some((id) => page.partIds.has(id)));
      pages.dropWhere((page) => ids.some((id) => page.partIds.has(id)));
    },
  };
}
