import { createHash } from 'node:crypto';
import { partListSchema, type Part } from '@motoforge/contract';
import type { Database } from '../db/client.js';
import { listParts } from '../services/catalogue/list-parts.js';
import { readPartsById } from './read-parts-by-id.js';

/** A JSON answer as the bytes that go on the wire, with its ETag if it has one. */
export type CachedBody = { body: Buffer; etag?: string };

export const serialised = (value: unknown): CachedBody => ({ body: Buffer.from(JSON.stringify(value)) });

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;
export const withEtag = (value: unknown): CachedBody => {
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
 * `GET /api/part`, the spec's whole catalogue, kept by the catalogue cache (ADR 017): the parts'
 * JSON, the ids changed since, and the body once built from them. While `isListening()` is false
 * nothing is kept and every read goes to the database.
 */
export function createWholeCatalogue(database: Database, isListening: () => boolean) {
  let whole: WholeCatalogue | undefined;
  let wholeBody: CachedBody | undefined;
  let staleIds = new Set<string>();
  let wholeBuilding: Promise<CachedBody> | undefined;
  /** Counts the changes to the whole catalogue: a body built while one came in is not kept. */
  let wholeVersion = 0;
  /** Counts the times parts came or went: a full read begun before one is not kept either. */
  let wholeGeneration = 0;

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
    if (!isListening()) return listParts(database.db).then((parts) => withEtag(partListSchema.parse(parts)));
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

  return {
    read: wholeCatalogue,
    /** Parts came or went: everything is read again. */
    drop: () => {
      whole = undefined;
      staleIds.clear();
      wholeGeneration++;
      wholeChanged();
    },
    /** These parts changed, and no part came or went: only they are read again, when next asked for. */
    partsChanged: (ids: readonly string[]) => {
      const isAffected = whole ? ids.some((id) => whole?.json.has(id)) : wholeBuilding !== undefined;
      if (!isAffected) return;
      for (const id of ids) staleIds.add(id);
      wholeChanged();
    },
  };
}
