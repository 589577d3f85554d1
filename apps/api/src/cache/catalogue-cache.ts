import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  categoryListSchema,
  PARTS_PAGE_SIZE_DEFAULT,
  partListSchema,
  partsPageSchema,
  partsQuerySchema,
  reviewListSchema,
  type Part,
  type PartsQuery,
  vehicleListSchema,
} from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { isUuid } from '../services/ids.js';
import { listCategories } from '../services/catalogue/list-categories.js';
import { listParts } from '../services/catalogue/list-parts.js';
import { listVehicles } from '../services/catalogue/list-vehicles.js';
import { findPartsPage, searchParts, type FoundPage } from '../services/catalogue/search-parts.js';
import { listReviews } from '../services/reviews/list-reviews.js';
import { createKeptReads } from './kept-reads.js';
import { readPartsById } from './read-parts-by-id.js';

const CATALOGUE_CHANNEL = 'motoforge_catalogue';

/** A JSON answer as the bytes that go on the wire, with its ETag if it has one. */
export type CachedBody = { body: Buffer; etag?: string };
type CachedPage = CachedBody & { partIds: ReadonlySet<string> };

/** Parts kept one by one for their purchase pages, and pages of the shop order, at most. */
const PARTS_KEPT = 10_000;
const PAGES_KEPT = 64;
/** Searches and filtered lists whose found parts are kept (ids and totals only, a few kB each). */
const FOUND_PAGES_KEPT = 2_000;
/** Searches and filtered lists whose whole answer to a guest is kept (about 10 kB each). */
const GUEST_PAGES_KEPT = 500;
/** How long a write's answer waits for its own NOTIFY before dropping every copy instead. */
const CATCH_UP_TIMEOUT_MS = 5_000;

const serialised = (value: unknown): CachedBody => ({ body: Buffer.from(JSON.stringify(value)) });

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const withEtag = (value: unknown): CachedBody => {
  const { body } = serialised(value);
  return { body, etag: etagOf(body) };
};

/**
 * The whole catalogue (`GET /api/part`) as each part's JSON in shop order, so that a change to a
 * few parts re-reads and re-serialises only those and joins the rest as they were.
 */
type WholeCatalogue = { ids: string[]; json: Map<string, string> };
const wholeCatalogueOf = (parts: Part[]): WholeCatalogue => ({
  ids: parts.map((part) => part._id),
  json: new Map(parts.map((part) => [part._id, JSON.stringify(part)])),
});
const bodyOf = ({ ids, json }: WholeCatalogue): CachedBody => {
  const body = Buffer.from(`[${ids.map((id) => json.get(id)).join(',')}]`);
  return { body, etag: etagOf(body) };
};

/**
 * What a NOTIFY on the channel says (migrations 0007 and 0024): `parts <id> <id>…` (only those
 * parts changed), `stock <id> <id>…` (only their stock), `parts` (parts came or went: everything),
 * `reviews`, `fitments`, `categories` or `vehicles` (what a filter finds), or `sync <token>`
 * (catchUp's own marker). Anything else drops everything.
 */
function parseNotification(payload: string) {
  const [subject, ...rest] = payload.split(' ');
  if (subject === 'sync') return { kind: 'sync', token: rest[0] ?? '' } as const;
  if (subject === 'reviews') return { kind: 'reviews' } as const;
  if (subject === 'fitments' || subject === 'categories' || subject === 'vehicles') return { kind: 'filters' } as const;
  if ((subject === 'parts' || subject === 'stock') && rest.length > 0 && rest.every(isUuid))
    return { kind: subject, ids: rest } as const;
  return { kind: 'everything' } as const;
}

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
 * The catalogue's busiest answers as this process last read them, already serialised: the whole
 * catalogue and the reviews (with their ETags), each part by id, and pages of the shop order
 * (home's first 13 parts, `/allproducts` page 1). Every committed write NOTIFYs every server
 * process (triggers, migrations 0003 and 0007); a stock change names the parts it changed, and
 * only the answers that show one of them are read again, each only when next asked for. While the
 * LISTEN connection is down nothing is kept, so a process never serves what it cannot know is
 * current. A write answered by this process waits for its own notifications (`catchUp`) before
 * its answer leaves (app.ts), so a client reads its own writes. See ADR 017.
 *
 * Readers that find an answer missing share one read of it (single-flight), and a read answers at
 * once (no promise) while its answer is kept, since that is nearly every read.
 */
export function createCatalogueCache(database: Database) {
  let isListening = false;
  const reviews = createKeptReads<'reviews', CachedBody>(1);
  const partsById = createKeptReads<string, CachedBody | undefined>(PARTS_KEPT);
  const pages = createKeptReads<string, CachedPage>(PAGES_KEPT);
  const foundPages = createKeptReads<string, { found: FoundPage; isByStock: boolean }>(FOUND_PAGES_KEPT);
  const guestPages = createKeptReads<string, CachedPage & { isByStock: boolean }>(GUEST_PAGES_KEPT);
  // The filters' lists, which /allproducts is rendered with: every category, and every vehicle.
  const filterLists = createKeptReads<'/api/categories' | '/api/vehicles', CachedBody>(2);
  const loadFilterList = async (path: '/api/categories' | '/api/vehicles') =>
    path === '/api/categories'
      ? withEtag(categoryListSchema.parse(await listCategories(database.db)))
      : withEtag(vehicleListSchema.parse(await listVehicles(database.db)));

  // GET /api/part: the parts' JSON, the ids changed since, and the body once built from them.
  let whole: WholeCatalogue | undefined;
  let wholeBody: CachedBody | undefined;
  let staleIds = new Set<string>();
  let wholeBuilding: Promise<CachedBody> | undefined;
  /** Counts the changes to the whole catalogue: a body built while one came in is not kept. */
  let wholeVersion = 0;
  /** Counts the times parts came or went: a full read begun before one is not kept either. */
  let wholeGeneration = 0;

  // The cached bytes go out past Fastify's response schemas, so they are checked against the same
  // schemas here, once per read: a malformed row fails the read (500) instead of reaching a client.
  const loadReviews = async () => withEtag(reviewListSchema.parse(await listReviews(database.db)));
  const loadPart = async (id: string) => {
    const [part] = partListSchema.parse(await readPartsById(database.db, [id]));
    // One part is small and read once per visit to its page: no ETag, no revalidation.
    return part && serialised(part);
  };
  const loadPage = async (page: number, pageSize: number): Promise<CachedPage> => {
    // The API's own answer to a guest (no bike) for this page in the shop order.
    const read = partsPageSchema.parse(await searchParts(database.db, { page, pageSize }, null));
    return { ...withEtag(read), partIds: new Set(read.items.map((item) => item._id)) };
  };

  /** The whole catalogue brought up to date: read in full the first time, then only what changed. */
  const buildWhole = async (): Promise<CachedBody> => {
    const version = wholeVersion;
    const generation = wholeGeneration;
    let current = whole;
    if (!current) {
      current = wholeCatalogueOf(partListSchema.parse(await listParts(database.db)));
      // Parts that changed while it was read are in staleIds: read again just below.
      if (generation === wholeGeneration) whole = current;
    }
    const changed = staleIds;
    staleIds = new Set();
    try {
      const reread = partListSchema.parse(await readPartsById(database.db, [...changed]));
      for (const part of reread) current.json.set(part._id, JSON.stringify(part));
    } catch (error) {
      for (const id of changed) staleIds.add(id);
      throw error;
    }
    const body = bodyOf(current);
    if (version === wholeVersion && whole === current) wholeBody = body;
    return body;
  };

  const wholeCatalogue = (): CachedBody | Promise<CachedBody> => {
    if (!isListening) return listParts(database.db).then((parts) => withEtag(partListSchema.parse(parts)));
    if (wholeBody) return wholeBody;
    if (!wholeBuilding) {
      const building = buildWhole().finally(() => {
        if (wholeBuilding === building) wholeBuilding = undefined;
      });
      wholeBuilding = building;
    }
    return wholeBuilding;
  };

  /** A change reaches the whole catalogue: readers from now on wait for a build begun after it. */
  const wholeChanged = () => {
    wholeVersion++;
    wholeBody = undefined;
    wholeBuilding = undefined;
  };

  const dropParts = () => {
    partsById.clear();
    pages.clear();
    foundPages.clear();
    guestPages.clear();
    filterLists.clear();
    whole = undefined;
    staleIds.clear();
    wholeGeneration++;
    wholeChanged();
  };

  /**
   * These parts changed, and no part came or went: only what shows one of them is read again. What
   * a search found stays when only their stock changed, unless the search filters by stock.
   */
  const dropChangedParts = (ids: readonly string[], isStockOnly: boolean) => {
    if (isStockOnly) foundPages.dropWhere((found) => found.isByStock);
    else foundPages.clear();
    guestPages.dropWhere((page) => (isStockOnly ? page.isByStock : true) || ids.some((id) => page.partIds.has(id)));
    for (const id of ids) partsById.drop(id);
    pages.dropWhere((page) => ids.some((id) => page.partIds.has(id)));
    const isAffected = whole ? ids.some((id) => whole?.json.has(id)) : wholeBuilding !== undefined;
    if (!isAffected) return;
    for (const id of ids) staleIds.add(id);
    wholeChanged();
  };

  const dropEverything = () => {
    dropParts();
    reviews.clear();
  };

  const catchingUp = new Map<string, () => void>();
  const onNotify = (payload: string) => {
    const change = parseNotification(payload);
    if (change.kind === 'sync') catchingUp.get(change.token)?.();
    else if (change.kind === 'reviews') reviews.clear();
    else if (change.kind === 'filters') {
      foundPages.clear();
      guestPages.clear();
      filterLists.clear();
    } else if (change.kind === 'parts' || change.kind === 'stock')
      dropChangedParts(change.ids, change.kind === 'stock');
    else dropEverything();
  };

  /**
   * Resolves once this process has heard every notification committed before the call: a marker
   * NOTIFY goes out after them and comes back after them, as PostgreSQL delivers in commit order.
   * If the marker cannot be sent or does not come back in time, every copy is dropped instead.
   */
  const catchUp = async (): Promise<void> => {
    if (!isListening) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      catchingUp.set(token, resolve);
      timer = setTimeout(() => {
        dropEverything();
        resolve();
      }, CATCH_UP_TIMEOUT_MS);
    });
    try {
      await database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${`sync ${token}`})`);
      await heard;
    } catch {
      // The write itself went through: its answer should not fail for the cache's sake.
      dropEverything();
    } finally {
      clearTimeout(timer);
      catchingUp.delete(token);
    }
  };

  const readReviews = () => (isListening ? reviews.read('reviews', loadReviews) : loadReviews());

  /** `GET /api/parts` in the shop order with no search, filter or bike, one page of it. */
  const partsPage = (page: number, pageSize: number): CachedBody | Promise<CachedBody> => {
    if (!isListening) return loadPage(page, pageSize);
    return pages.read(`${page}:${pageSize}`, () => loadPage(page, pageSize));
  };

  /**
   * The parts a search or a filtered list found for a page, and its total: kept, as finding them is
   * the costly part (a broad word ranks thousands of matches). The parts themselves are read fresh
   * by id, with their stock and the rider's fitment. Dropped by any change that could alter what
   * a list finds; a stock change only drops the lists filtered by stock.
   */
  const findPage = (query: PartsQuery): FoundPage | Promise<FoundPage> => {
    if (!isListening) return findPartsPage(database.db, query);
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
    if (!isListening) return undefined;
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
    /** `GET /api/part`: the whole catalogue, the spec's call. */
    parts: wholeCatalogue,
    reviews: readReviews,
    part: (id: string): CachedBody | undefined | Promise<CachedBody | undefined> => {
      if (!isUuid(id)) return undefined;
      return isListening ? partsById.read(id, () => loadPart(id)) : loadPart(id);
    },
    partsPage,
    findPage,
    guestPage,
    /**
     * The kept answer to a GET of `apiPath` as the API gives it to a guest, when it is one of those
     * kept here (the server-rendered pages read them without a request of their own); else undefined.
     */
    answerFor(apiPath: string): CachedBody | Promise<CachedBody> | undefined {
      const [pathname, search = ''] = apiPath.split('?');
      if (pathname === '/api/part' && !search) return wholeCatalogue();
      if (pathname === '/api/review' && !search) return readReviews();
      if ((pathname === '/api/categories' || pathname === '/api/vehicles') && !search)
        return isListening ? filterLists.read(pathname, () => loadFilterList(pathname)) : undefined;
      if (pathname !== '/api/parts') return undefined;
      const query = partsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
      return query.success ? guestPage(query.data) : undefined;
    },
    catchUp,
    /** Whether this process hears the catalogue's changes now (its LISTEN connection is up): readiness. */
    isListening: () => isListening,
    start: () =>
      database.listen(CATALOGUE_CHANNEL, onNotify, (listening) => {
        dropEverything();
        isListening = listening;
        if (!listening) for (const heard of catchingUp.values()) heard();
      }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
