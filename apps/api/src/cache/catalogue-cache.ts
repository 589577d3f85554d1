import { createHash } from 'node:crypto';
import type { Part, Review } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { listParts } from '../services/catalogue/list-parts.js';
import { listReviews } from '../services/reviews/list-reviews.js';

export const CATALOGUE_CHANNEL = 'motoforge_catalogue';

export type CachedBody = { body: string; etag: string };
type Snapshot = { parts: CachedBody; partsById: Map<string, Part>; reviews: CachedBody };

const cached = (value: unknown): CachedBody => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * The catalogue and the reviews as this process last read them, already serialised with their
 * ETag. Every committed write to either table NOTIFYs every server process (a trigger, migration
 * 0003), which drops its copy; while the LISTEN connection is down the cache is bypassed, so a
 * process never serves what it cannot know is current. Writes answered by this process also drop
 * it before their answer leaves (app.ts), so a client reads its own writes.
 */
export function createCatalogueCache(database: Database) {
  let snapshot: Promise<Snapshot> | undefined;
  let isListening = false;

  const load = async (): Promise<Snapshot> => {
    const [parts, reviews] = await Promise.all([listParts(database.db), listReviews(database.db)]);
    return {
      parts: cached(parts),
      partsById: new Map(parts.map((part) => [part._id, part])),
      reviews: cached(reviews as Review[]),
    };
  };

  const current = (): Promise<Snapshot> => {
    if (!isListening) return load();
    if (!snapshot) {
      const loading = load();
      snapshot = loading;
      // A failed read is not remembered. (An invalidation during the read already dropped it.)
      loading.catch(() => {
        if (snapshot === loading) snapshot = undefined;
      });
    }
    return snapshot;
  };

  const invalidate = () => {
    snapshot = undefined;
  };

  return {
    parts: async () => (await current()).parts,
    reviews: async () => (await current()).reviews,
    part: async (id: string) => (await current()).partsById.get(id),
    invalidate,
    start: () =>
      database.listen(CATALOGUE_CHANNEL, invalidate, (listening) => {
        invalidate();
        isListening = listening;
      }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
