import { asc, eq, sql } from 'drizzle-orm';
import {
  addVinPatternSchema,
  catalogueFileMessages,
  VIN_PATTERN_COLUMNS,
  vinMessages,
  type CatalogueRowError,
  type CatalogueImportRejection,
  type VinPatternImportResult,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { vehicles, vinPatterns } from '../../db/schema.js';
import { BYTE_ORDER_MARK, readCsvFile, toCsvLine } from '../catalogue-file/csv.js';
import { byVehicleName } from '../vehicle-columns.js';
import { forgetNamedUnknowns } from './vin-patterns.js';

/** Any fixed number: names the lock that lets one pattern import run at a time. */
const IMPORT_LOCK = 48_025;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

/** A bike by `make|model|variant`, whatever its case, as the catalogue file names them. */
const keyOf = (make: string, model: string, variant: string) => `${make}|${model}|${variant}`.toLowerCase();

/** The pattern table as CSV (`wmi,descriptor,make,model,variant`), UTF-8 with a byte order mark. */
export async function exportVinPatterns(db: Db): Promise<string> {
  const rows = await db
    .select({
      wmi: vinPatterns.wmi,
      descriptor: vinPatterns.descriptor,
      make: vehicles.make,
      model: vehicles.model,
      variant: vehicles.variant,
    })
    .from(vinPatterns)
    .innerJoin(vehicles, eq(vehicles.id, vinPatterns.vehicleId))
    .orderBy(asc(vinPatterns.wmi), asc(vinPatterns.descriptor), ...byVehicleName);
  const lines = [VIN_PATTERN_COLUMNS, ...rows.map((row) => VIN_PATTERN_COLUMNS.map((column) => row[column]))];
  return BYTE_ORDER_MARK + lines.map((cells) => toCsvLine(cells)).join('');
}

type CheckedPattern = { wmi: string; descriptor: string; vehicleId: number; make: string };

export type VinPatternImportOutcome =
  { isImported: true; result: VinPatternImportResult } | { isImported: false; rejection: CatalogueImportRejection };

const rejected = (errors: CatalogueRowError[]): VinPatternImportOutcome => ({
  isImported: false,
  rejection: {
    success: false,
    message: catalogueFileMessages.rejected(new Set(errors.map((error) => error.row)).size),
    errors,
  },
});

/**
 * Replaces the pattern table with a CSV file's, all or nothing (docs/architecture.md#chassis-numbers):
 * every row is checked first (codes, an existing bike, no pattern twice, one maker per maker code)
 * and a file with any bad row changes nothing and lists every problem, rows numbered as a
 * spreadsheet shows them. An export imports again unchanged.
 */
export async function importVinPatterns(db: Db, text: string): Promise<VinPatternImportOutcome> {
  const file = readCsvFile(text, catalogueFileMessages.empty);
  if ('problem' in file) return rejected([file.problem]);
  const { header, body } = file;
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (names.length !== VIN_PATTERN_COLUMNS.length || VIN_PATTERN_COLUMNS.some((column) => !names.includes(column))) {
    return rejected([{ row: header.row, message: vinMessages.fileColumns }]);
  }
  if (body.length === 0) return rejected([{ row: header.row, message: vinMessages.fileNoRows }]);

  const vehicleByKey = new Map(
    (await db.select().from(vehicles)).map((vehicle) => [keyOf(vehicle.make, vehicle.model, vehicle.variant), vehicle]),
  );
  const errors: CatalogueRowError[] = [];
  const checked: CheckedPattern[] = [];
  const firstRowOf = new Map<string, number>();
  const makeOf = new Map<string, string>();
  for (const { row, cells } of body) {
    if (cells.length !== names.length) {
      errors.push({ row, message: catalogueFileMessages.cellCount(cells.length, names.length) });
      continue;
    }
    const cell = (column: (typeof VIN_PATTERN_COLUMNS)[number]) => (cells[names.indexOf(column)] ?? '').trim();
    const problems: string[] = [];
    const wmi = addVinPatternSchema.shape.wmi.safeParse(cell('wmi'));
    const descriptor = addVinPatternSchema.shape.descriptor.safeParse(cell('descriptor'));
    if (!wmi.success) problems.push(vinMessages.patternWmiInvalid);
    if (!descriptor.success) problems.push(vinMessages.patternDescriptorInvalid);
    const vehicle = vehicleByKey.get(keyOf(cell('make'), cell('model'), cell('variant')));
    if (!vehicle) problems.push(vinMessages.patternVehicleUnknown);
    if (wmi.success && descriptor.success) {
      const key = `${wmi.data}${descriptor.data}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) problems.push(vinMessages.fileRowRepeated(first));
      else firstRowOf.set(key, row);
    }
    if (wmi.success && vehicle) {
      const make = makeOf.get(wmi.data);
      if (make !== undefined && make !== vehicle.make) problems.push(vinMessages.patternMakerMismatch(wmi.data, make));
      else makeOf.set(wmi.data, vehicle.make);
    }
    if (problems.length > 0) errors.push(...problems.map((message) => ({ row, message })));
    else if (wmi.success && descriptor.success && vehicle) {
      checked.push({ wmi: wmi.data, descriptor: descriptor.data, vehicleId: vehicle.id, make: vehicle.make });
    }
  }
  if (errors.length > 0) return rejected(errors);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    // The file is the whole table.
    await tx.delete(vinPatterns).where(sql`true`);
    for (let at = 0; at < checked.length; at += INSERT_CHUNK) {
      const chunk = checked.slice(at, at + INSERT_CHUNK);
      await tx.insert(vinPatterns).values(chunk.map(({ make: _make, ...pattern }) => pattern));
    }
    for (const wmi of makeOf.keys()) await forgetNamedUnknowns(tx, wmi);
  });
  return { isImported: true, result: { patterns: checked.length } };
}
