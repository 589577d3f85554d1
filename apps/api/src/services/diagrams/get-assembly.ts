import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Assembly } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, garageBikes, parts } from '../../db/schema.js';
import { fitmentStatusOfJoined } from '../catalogue/fitment-status.js';
import { catalogueItemColumns, toCatalogueItem } from '../catalogue/to-catalogue-item.js';
import { currentBikeParams, currentBikeQuery } from '../garage/current-bike.js';
import { assemblyColumns, assemblyFieldsOf, calloutColumns } from './callout-columns.js';

/**
 * The whole answer in one statement, prepared once per database (its SQL built once, and planned
 * once per connection on PostgreSQL): the rider's bike, the assembly by vehicle and slug, its
 * callouts by assembly and their parts by id, one row per callout (docs/decisions/060-parts-diagram-in-one-statement.md).
 * One row even without the assembly, so that a 404 still says whether the rider has a bike.
 */
function prepareAssemblyStatement(db: Db) {
  const bike = db
    .$with('rider_bike', { vehicleId: garageBikes.vehicleId, year: garageBikes.year })
    .as(currentBikeQuery);
  return db
    .with(bike)
    .select({
      assembly: assemblyColumns,
      hasBike: sql<boolean>`${bike.vehicleId} is not null`,
      callout: calloutColumns,
      part: { ...catalogueItemColumns(null), fitsCurrentBike: fitmentStatusOfJoined(bike) },
    })
    .from(sql`(select) as one`)
    .leftJoin(bike, sql`true`)
    .leftJoin(
      assemblies,
      and(eq(assemblies.vehicleId, sql.placeholder('vehicleId')), eq(assemblies.slug, sql.placeholder('slug'))),
    )
    .leftJoin(assemblyCallouts, eq(assemblyCallouts.assemblyId, assemblies.id))
    .leftJoin(parts, and(eq(parts.id, assemblyCallouts.partId), isNull(parts.deletedAt)))
    .orderBy(asc(assemblyCallouts.number), asc(assemblyCallouts.yearFrom))
    .prepare('get_assembly');
}

const statements = new WeakMap<Db, ReturnType<typeof prepareAssemblyStatement>>();

/**
 * `GET /api/vehicles/{id}/assemblies/{slug}`: the drawing and its callouts, each with its part's
 * price, stock and fitment for the rider's current bike, and whether the rider has one (the answer
 * is then the rider's own); `assembly` is null when the vehicle has no such assembly. A part
 * removed from the catalogue leaves its callout out.
 */
export async function getAssembly(
  db: Db,
  { vehicleId, slug }: { vehicleId: number; slug: string },
  rider: { userId: string | null; cookies: string | undefined },
): Promise<{ assembly: Assembly | null; hasBike: boolean }> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareAssemblyStatement(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ vehicleId, slug, ...currentBikeParams(rider) });
  const hasBike = rows[0]?.hasBike ?? false;
  const assembly = rows[0]?.assembly;
  if (!assembly) return { assembly: null, hasBike };
  return {
    hasBike,
    assembly: {
      ...assemblyFieldsOf(assembly),
      callouts: rows.flatMap(({ callout, part }) =>
        callout && part?.id ? [{ ...callout, part: toCatalogueItem(part) }] : [],
      ),
    },
  };
}
