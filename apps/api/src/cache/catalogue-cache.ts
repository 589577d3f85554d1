import {
  categoryListSchema,
  partListSchema,
  partsQuerySchema,
  reviewListSchema,
  vehicleListSchema,
} from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { isUuid } from '../services/ids.js';
import { listCategories } from '../services/catalogue/list-categories.js';
import { listVehicles } from '../services/catalogue/list-vehicles.js';
import { listReviews } from '../services/reviews/list-reviews.js';
import { toGuestGarage } from '../services/garage/guest-garage.js';
import { CATALOGUE_CHANNEL, createCatchUp, parseNotification } from './catalogue-notifications.js';
import { createKeptDiagrams } from './kept-diagrams.js';
import { createKeptLists } from './kept-lists.js';
import { createKeptReads } from './kept-reads.js';
import { readPartsById } from './read-parts-by-id.js';
import { type CachedBody, createWholeCatalogue, serialised, withEtag } from './whole-catalogue.js';

export type { CachedBody } from './whole-catalogue.js';

/** GET /api/garage's answer to a guest without bikes, the same on every request. */
const EMPTY_GUEST_GARAGE = serialised(toGuestGarage([]));

/** Parts kept one by one for their purchase pages, at most. */
const PARTS_KEPT = 10_000;
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
  const lists = createKeptLists(database, () => isListening);
  const diagrams = createKeptDiagrams(() => isListening);
  // The filters' lists, which /allproducts is rendered with: every category, and every vehicle.
  const filterLists = createKeptReads<'/api/categories' | '/api/vehicles', CachedBody>(2);
  const whole = createWholeCatalogue(database, () => isListening);
  // GET /api/config as a guest's page embeds it (ADR 068): read once, dropped by a `settings` NOTIFY.
  const config = createKeptReads<'config', CachedBody>(1);
  let loadConfig: (() => Promise<CachedBody>) | undefined;
  const loadFilterList = async (path: '/api/categories' | '/api/vehicles') =>
    path === '/api/categories'
      ? withEtag(categoryListSchema.parse(await listCategories(database.db)))
      : withEtag(vehicleListSchema.parse(await listVehicles(database.db)));

  // The cached bytes go out past Fastify's response schemas, so they are checked against the same
  // schemas here, once per read: a malformed row fails the read (500) instead of reaching a client.
  const loadReviews = async () => withEtag(reviewListSchema.parse(await listReviews(database.db)));
  const loadPart = async (id: string) => {
    const [part] = partListSchema.parse(await readPartsById(database.db, [id]));
    // One part is small and read once per visit to its page: no ETag, no revalidation.
    return part && serialised(part);
  };

  const dropParts = () => {
    partsById.clear();
    lists.clear();
    diagrams.clear();
    filterLists.clear();
    whole.drop();
  };

  /** These parts changed, and no part came or went: only what shows one of them is read again. */
  const dropChangedParts = (ids: readonly string[], isStockOnly: boolean) => {
    lists.partsChanged(ids, isStockOnly);
    diagrams.partsChanged(ids);
    for (const id of ids) partsById.drop(id);
    whole.partsChanged(ids);
  };

  const dropEverything = () => {
    dropParts();
    reviews.clear();
    config.clear();
  };

  const onNotify = (payload: string) => {
    const change = parseNotification(payload);
    if (change.kind === 'sync') notifications.heard(change.token);
    else if (change.kind === 'reviews') reviews.clear();
    else if (change.kind === 'diagrams') diagrams.clear();
    else if (change.kind === 'settings') config.clear();
    else if (change.kind === 'filters') {
      lists.filtersChanged();
      diagrams.clear();
      filterLists.clear();
    } else if (change.kind === 'parts' || change.kind === 'stock')
      dropChangedParts(change.ids, change.kind === 'stock');
    else dropEverything();
  };

  const notifications = createCatchUp(database, { isListening: () => isListening, dropEverything });

  const readReviews = () => (isListening ? reviews.read('reviews', loadReviews) : loadReviews());

  return {
    /** `GET /api/part`: the whole catalogue, the spec's call. */
    parts: whole.read,
    reviews: readReviews,
    part: (id: string): CachedBody | undefined | Promise<CachedBody | undefined> => {
      if (!isUuid(id)) return undefined;
      return isListening ? partsById.read(id, () => loadPart(id)) : loadPart(id);
    },
    partsPage: lists.partsPage,
    findPage: lists.findPage,
    guestPage: lists.guestPage,
    /** A guest's parts diagram (kept-diagrams.ts). */
    diagram: diagrams.read,
    /**
     * The kept answer to a GET of `apiPath` as the API gives it to a guest, when it is one of those
     * kept here (the server-rendered pages read them without a request of their own); else undefined.
     */
    answerFor(apiPath: string): CachedBody | Promise<CachedBody> | undefined {
      const [pathname, search = ''] = apiPath.split('?');
      if (pathname === '/api/config' && !search)
        return isListening && loadConfig ? config.read('config', loadConfig) : undefined;
      if (pathname === '/api/part' && !search) return whole.read();
      if (pathname === '/api/review' && !search) return readReviews();
      // Pages ask here only for a visitor whose garage cookie names no bike (answerTo in
      // pages/server-rendering.ts): GET /api/garage gives such a guest the empty garage.
      if (pathname === '/api/garage' && !search) return EMPTY_GUEST_GARAGE;
      if ((pathname === '/api/categories' || pathname === '/api/vehicles') && !search)
        return isListening ? filterLists.read(pathname, () => loadFilterList(pathname)) : undefined;
      if (pathname !== '/api/parts') return undefined;
      const query = partsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
      return query.success ? lists.guestPage(query.data) : undefined;
    },
    /** How GET /api/config's answer is read (the deployment's settings are the app's to know). */
    keepConfigFrom(load: () => Promise<CachedBody>) {
      loadConfig = load;
      config.clear();
    },
    catchUp: notifications.catchUp,
    /** Whether this process hears the catalogue's changes now (its LISTEN connection is up): readiness. */
    isListening: () => isListening,
    start: () =>
      database.listen(CATALOGUE_CHANNEL, onNotify, (listening) => {
        dropEverything();
        isListening = listening;
        if (!listening) notifications.releaseAll();
      }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
