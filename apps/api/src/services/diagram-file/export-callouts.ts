import { asc, eq } from 'drizzle-orm';
import { CALLOUT_FILE_COLUMNS } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, parts, vehicles } from '../../db/schema.js';
import { BYTE_ORDER_MARK, toCsvLine } from '../catalogue-file/csv.js';

/**
 * The callouts file (docs/product.md#parts-diagrams): every callout of every diagram, by vehicle
 * (`make|model|variant`), assembly and number, as the import reads it back.
 */
export async function exportCallouts(db: Db): Promise<string> {
  const rows = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      variant: vehicles.variant,
      assembly: assemblies.slug,
      number: assemblyCallouts.number,
      sku: parts.sku,
      quantity: assemblyCallouts.quantity,
      yearFrom: assemblyCallouts.yearFrom,
      yearTo: assemblyCallouts.yearTo,
      x: assemblyCallouts.x,
      y: assemblyCallouts.y,
    })
    .from(assemblyCallouts)
    .innerJoin(assemblies, eq(assemblies.id, assemblyCallouts.assemblyId))
    .innerJoin(vehicles, eq(vehicles.id, assemblies.vehicleId))
    .innerJoin(parts, eq(parts.id, assemblyCallouts.partId))
    .orderBy(
      asc(vehicles.make),
      asc(vehicles.model),
      asc(vehicles.variant),
      asc(assemblies.position),
      asc(assemblyCallouts.number),
      asc(assemblyCallouts.yearFrom),
      asc(parts.sku),
    );
  return (
    BYTE_ORDER_MARK +
    toCsvLine(CALLOUT_FILE_COLUMNS) +
    rows
      .map((row) =>
        toCsvLine([
          `${row.make}|${row.model}|${row.variant}`,
          row.assembly,
          String(row.number),
          row.sku,
          String(row.quantity),
          row.yearFrom === null || row.yearTo === null ? '' : `${row.yearFrom}-${row.yearTo}`,
          String(row.x),
          String(row.y),
        ]),
      )
      .join('')
  );
}
