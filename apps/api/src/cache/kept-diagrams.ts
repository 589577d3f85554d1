import { type Assembly, assemblySchema, garageCookieIn } from '@motoforge/contract';
import { createKeptReads } from './kept-reads.js';
import { type CachedBody, serialised } from './whole-catalogue.js';

/** Diagrams kept, each for one bike of the guest's garage cookie (a few kB each). */
const DIAGRAMS_KEPT = 2_000;

/** A diagram as a guest gets it: the answer's bytes (null for no such assembly) and the parts it shows. */
export type KeptDiagram = { body: CachedBody | null; hasBike: boolean; partIds: ReadonlySet<string> };

/** Where a diagram is asked for, and by whom: a guest with the bikes of their garage cookie. */
export type DiagramAsked = { vehicleId: number; slug: string; cookies: string | undefined };

type ReadDiagram = { assembly: Assembly | null; hasBike: boolean };

/** A diagram as read from the database, as the bytes sent (and kept for a guest). */
export function keptShape({ assembly, hasBike }: ReadDiagram): KeptDiagram {
  // The bytes go out past Fastify's response schema: checked against it here, once per read.
  const checked = assembly && assemblySchema.parse(assembly);
  return {
    body: checked && serialised(checked),
    hasBike,
    partIds: new Set(checked?.callouts.map((callout) => callout.part._id) ?? []),
  };
}

/**
 * The parts diagram (`GET /api/vehicles/{id}/assemblies/{slug}`) as guests get it, kept as bytes by
 * the catalogue cache (docs/decisions/064-kept-parts-diagrams.md). A guest's answer depends only on
 * the assembly and the bikes their garage cookie names, so those are the key, and a kept answer
 * is sent with no database read at all. Dropped when a part it shows changes (its price or stock),
 * when fitments or vehicles change, and when the back office edits any diagram. A signed-in
 * rider's bike is in the database: their answers are not kept. While `isListening()` is false
 * nothing is kept.
 */
export function createKeptDiagrams(isListening: () => boolean) {
  const kept = createKeptReads<string, KeptDiagram>(DIAGRAMS_KEPT);
  const keyOf = ({ vehicleId, slug, cookies }: DiagramAsked) =>
    JSON.stringify([vehicleId, slug, garageCookieIn(cookies).map((bike) => [bike.vehicleId, bike.year])]);
  const keptOf = async (load: () => Promise<ReadDiagram>) => keptShape(await load());
  return {
    read(asked: DiagramAsked, load: () => Promise<ReadDiagram>): KeptDiagram | Promise<KeptDiagram> {
      if (!isListening()) return keptOf(load);
      return kept.read(keyOf(asked), () => keptOf(load));
    },
    clear: () => kept.clear(),
    partsChanged: (ids: readonly string[]) => kept.dropWhere((diagram) => ids.some((id) => diagram.partIds.has(id))),
  };
}
