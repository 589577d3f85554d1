import { createHash } from 'node:crypto';
import { partListSchema, reviewListSchema } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { listParts } from '../services/catalogue/list-parts.js';
import { listReviews } from '../services/reviews/list-reviews.js';

export const CATALOGUE_CHANNEL = 'motoforge_catalogue';

/** A JSON answer as the bytes that go on the wire, with its ETag if it has one. */
export type CachedBody = { body: Buffer; etag?: string };
type Snapshot = { parts: CachedBody; partsById: Map<string, CachedBody>; reviews: CachedBody };

const serialised = (value: unknown): CachedBody => ({ body: Buffer.from(JSON.stringify(value)) });

const withEtag = (value: unknown): CachedBody => {
  const { body } = serialised(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * The catalogue and the reviews as this process last read them, already serialised (the lists
 * with their ETag). Every committed write to either table NOTIFYs every server process (a
 * trigger, migration 0003), which drops its copy; while the LISTEN connection is down the cache is
 * bypassed, so a process never serves what it cannot know is current. Writes answered by this
 * process also drop it before their answer leaves (app.ts), so a client reads its own writes.
 *
 * A read answers at once (no promise) while the copy is current, since that is nearly every read.
 */
export function createCatalogueCache(database: Database) {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let isListening = false;

  const load = async (): Promise<Snapshot> => {
    const [rows, reviewRows] = await Promise.all([listParts(database.db), listReviews(database.db)]);
    // The cached bytes go out past Fastify's response schemas, so they are checked against the same
    // schemas here, once per copy: a malformed row fails the read (500) instead of reaching a client.
    const parts = partListSchema.parse(rows);
    const reviews = reviewListSchema.parse(reviewRows);
    return {
      parts: withEtag(parts),
      // One part is small and read once per visit to its page: no ETag, no revalidation.
      partsById: new Map(parts.map((part) => [part._id, serialised(part)])),
      reviews: withEtag(reviews),
    };
  };

  const current = (): Snapshot | Promise<Snapshot> => {
    if (snapshot) return snapshot;
    if (!isListening) return load();
    if (!loading) {
      // Kept only if nothing dropped it while it was being read; a failed read is not kept.
      const thisLoad: Promise<Snapshot> = load().then(
        (loaded) => {
          if (loading === thisLoad) snapshot = loaded;
          return loaded;
        },
        (error: unknown) => {
          if (loading === thisLoad) loading = undefined;
          throw error;
        },
      );
      loading = thisLoad;
    }
    return loading;
  };

  /** `pick` applied to the current copy: at once when it is in memory, else once it is read. */
  const read = <T>(pick: (snapshot: Snapshot) => T): T | Promise<T> => {
    const now = current();
    return now instanceof Promise ? now.then(pick) : pick(now);
  };

  const invalidate = () => {
    snapshot = undefined;
    loading = undefined;
  };

  return {
    parts: () => read((now) => now.parts),
    reviews: () => read((now) => now.reviews),
    part: (id: string) => read((now) => now.partsById.get(id)),
    invalidate,
    start: () =>
      database.listen(CATALOGUE_CHANNEL, invalidate, (listening) => {
        invalidate();
        isListening = listening;
      }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
