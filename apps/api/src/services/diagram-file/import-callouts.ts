import { and, inArray, isNull } from 'drizzle-orm';
import {
  CALLOUT_FILE_COLUMNS,
  calloutFileMessages,
  calloutFileRowSchema,
  type CalloutImportResult,
  type CatalogueImportRejection,
  type CatalogueRowError,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, parts, vehicles } from '../../db/schema.js';
import { readCsvFile } from '../catalogue-file/csv.js';

type Outcome =
  { isImported: true; result: CalloutImportResult } | { isImported: false; rejection: CatalogueImportRejection };

const rejected = (errors: CatalogueRowError[]): Outcome => ({
  isImported: false,
  rejection: {
    success: false,
    message: calloutFileMessages.rejected(new Set(errors.map((error) => error.row)).size),
    errors,
  },
});

/** A vehicle as the file names it, `make|model|variant`, whatever its case. */
const vehicleKey = (make: string, model: string, variant: string) => `${make}|${model}|${variant}`.toLowerCase();

/**
 * Imports the callouts file (docs/product.md#parts-diagrams), all or nothing: every row is checked
 * first, and every problem of every bad row reported; only a file with none is saved, in one
 * transaction. Each diagram the file names gets exactly the file's callouts; the others are left.
 */
export async function importCallouts(db: Db, text: string): Promise<Outcome> {
  const file = readCsvFile(text, calloutFileMessages.empty);
  if ('problem' in file) return rejected([file.problem]);
  const { header, body } = file;
  if (header.cells.map((cell) => cell.trim()).join(',') !== CALLOUT_FILE_COLUMNS.join(',')) {
    return rejected([{ row: header.row, message: calloutFileMessages.columns }]);
  }

  const vehicleRows = await db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, variant: vehicles.variant })
    .from(vehicles);
  const vehicleIds = new Map(
    vehicleRows.map((vehicle) => [vehicleKey(vehicle.make, vehicle.model, vehicle.variant), vehicle.id]),
  );
  const assemblyRows = await db
    .select({ id: assemblies.id, vehicleId: assemblies.vehicleId, slug: assemblies.slug })
    .from(assemblies);
  const assemblyIds = new Map(assemblyRows.map((assembly) => [`${assembly.vehicleId}|${assembly.slug}`, assembly.id]));
  const skus = body.map((record) => record.cells[3]?.trim() ?? '').filter(Boolean);
  const partRows =
    skus.length === 0
      ? []
      : await db
          .select({ id: parts.id, sku: parts.sku })
          .from(parts)
          .where(and(isNull(parts.deletedAt), inArray(parts.sku, [...new Set(skus)])));
  const partIds = new Map(partRows.map((part) => [part.sku, part.id]));

  const errors: CatalogueRowError[] = [];
  const callouts: (typeof assemblyCallouts.$inferInsert)[] = [];
  for (const { row, cells } of body) {
    if (cells.length !== CALLOUT_FILE_COLUMNS.length) {
      errors.push({ row, message: calloutFileMessages.cellCount });
      continue;
    }
    const parsed = calloutFileRowSchema.safeParse(
      Object.fromEntries(CALLOUT_FILE_COLUMNS.map((column, index) => [column, cells[index] ?? ''])),
    );
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    const cell = (index: number) => cells[index]?.trim() ?? '';
    const vehicleId = vehicleIds.get(cell(0).toLowerCase());
    const assemblyId = vehicleId === undefined ? undefined : assemblyIds.get(`${vehicleId}|${cell(1)}`);
    const partId = partIds.get(cell(3));
    if (vehicleId === undefined) problems.push(calloutFileMessages.vehicleUnknown);
    else if (assemblyId === undefined) problems.push(calloutFileMessages.assemblyUnknown);
    if (partId === undefined) problems.push(calloutFileMessages.skuUnknown);
    if (problems.length > 0 || !parsed.success || assemblyId === undefined || partId === undefined) {
      for (const message of problems) errors.push({ row, message });
      continue;
    }
    const { callout, quantity, years, x, y } = parsed.data;
    callouts.push({ assemblyId, number: callout, partId, quantity, ...years, x, y });
  }
  if (errors.length > 0) return rejected(errors);

  const named = [...new Set(callouts.map((callout) => callout.assemblyId))];
  await db.transaction(async (tx) => {
    if (named.length > 0) await tx.delete(assemblyCallouts).where(inArray(assemblyCallouts.assemblyId, named));
    for (let from = 0; from < callouts.length; from += 500) {
      await tx.insert(assemblyCallouts).values(callouts.slice(from, from + 500));
    }
  });
  return { isImported: true, result: { assemblies: named.length, callouts: callouts.length } };
}
