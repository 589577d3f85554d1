import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Assembly, messages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, parts } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { BikeYear } from '../catalogue/fitment-status.js';
import { catalogueItemColumns, toCatalogueItem } from '../catalogue/to-catalogue-item.js';
import { assemblyColumns, calloutColumns } from './callout-columns.js';
import { drawingUrl } from './drawing-url.js';

/**
 * `GET /api/vehicles/{id}/assemblies/{slug}`: the drawing and its callouts, each with its part's
 * price, stock and fitment for the rider's current bike. Two indexed reads (docs/performance.md):
 * the assembly by vehicle and slug, then its callouts by assembly with their parts by id. A part
 * removed from the catalogue leaves its callout out.
 */
export async function getAssembly(
  db: Db,
  { vehicleId, slug }: { vehicleId: number; slug: string },
  currentBike: BikeYear | null,
): Promise<Assembly> {
  const [assembly] = await db
    .select(assemblyColumns)
    .from(assemblies)
    .where(and(eq(assemblies.vehicleId, vehicleId), eq(assemblies.slug, slug)));
  if (!assembly) throw notFound(messages.notFound);
  const rows = await db
    .select({
      ...calloutColumns,
      part: catalogueItemColumns(currentBike),
    })
    .from(assemblyCallouts)
    .innerJoin(parts, eq(parts.id, assemblyCallouts.partId))
    .where(and(eq(assemblyCallouts.assemblyId, assembly.id), isNull(parts.deletedAt)))
    .orderBy(asc(assemblyCallouts.number), asc(assemblyCallouts.yearFrom));
  return {
    vehicleId: assembly.vehicleId,
    slug: assembly.slug,
    name: assembly.name,
    nameBn: assembly.nameBn,
    drawing: drawingUrl(assembly),
    width: assembly.width,
    height: assembly.height,
    callouts: rows.map(({ part, ...callout }) => ({ ...callout, part: toCatalogueItem(part) })),
  };
}
