import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_OPTIONAL_COLUMNS,
  catalogueFileMessages,
  catalogueFileRowSchema,
  isModelYear,
  normalizePartNumber,
  type CatalogueFileColumn,
  type CatalogueFileRow,
  type CatalogueRowError,
  type FitmentEntry,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, vehicles } from '../../db/schema.js';
import { findLiveSkus } from '../catalogue/find-live-skus.js';
import { readCsvFile, type CsvRecord } from './csv.js';

/** A good row of the file, its fitment entries resolved to the bikes they name. */
export type CheckedRow = Omit<CatalogueFileRow, 'fitment'> & {
  row: number;
  fitment: { vehicleId: number; yearFrom: number; yearTo: number }[];
};

export type CheckResult = { rows: CheckedRow[]; errors: CatalogueRowError[] };

/** How many old part numbers are looked up in one query. */
const OLD_NUMBER_BATCH = 1_000;

/** How many rows are checked between two progress reports (and two turns of the event loop). */
const CHECK_BATCH = 1_000;

/** One bike of the catalogue, by `make|model|variant` as the file names it, whatever its case. */
const vehicleKey = (make: string, model: string, variant: string) => `${make}|${model}|${variant}`.toLowerCase();

type Vehicle = { id: number; make: string; model: string; variant: string; yearFrom: number; yearTo: number };

/** The catalogue's bikes by the name a fitment entry gives them. */
export const vehiclesByName = (rows: Vehicle[]) =>
  new Map(rows.map((vehicle) => [vehicleKey(vehicle.make, vehicle.model, vehicle.variant), vehicle]));

/**
 * Fitment entries to the bikes they name (the catalogue file's and the edit form's alike); what
 * names no bike, or years it was not made in, goes to `problems`.
 */
export function resolveFitment(
  entries: FitmentEntry[],
  vehicles: Map<string, Vehicle>,
  problems: string[],
): CheckedRow['fitment'] {
  const fitment: CheckedRow['fitment'] = [];
  for (const entry of entries) {
    const vehicle = vehicles.get(vehicleKey(entry.make, entry.model, entry.variant));
    if (!vehicle) problems.push(catalogueFileMessages.fitmentVehicleUnknown(entry.text));
    else if (!isModelYear(vehicle, entry.yearFrom) || !isModelYear(vehicle, entry.yearTo)) {
      problems.push(catalogueFileMessages.fitmentOutsideVehicleYears(entry.text, vehicle.yearFrom, vehicle.yearTo));
    } else fitment.push({ vehicleId: vehicle.id, yearFrom: entry.yearFrom, yearTo: entry.yearTo });
  }
  return fitment;
}

/**
 * Reads and checks every row of a catalogue file, changing nothing: the RFC 4180 records, the
 * column names, each row's cells by the contract's rules, its category and bikes against the
 * database, SKUs repeated across rows, and old part numbers that are a part's SKU (in the shop or
 * in the file). Every problem of every bad row is in `errors`, in the order of the rows.
 */
export async function checkCatalogueFile(
  db: Db,
  text: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CheckResult> {
  const file = readCsvFile(text, catalogueFileMessages.empty);
  if ('problem' in file) return refused([file.problem]);
  const { header, body } = file;
  const columns = readHeader(header);
  if (!Array.isArray(columns)) return refused(columns.errors);
  const dataRecords = body.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (dataRecords.length === 0) return refused([{ row: 1, message: catalogueFileMessages.noRows }]);

  const [categoryRows, vehicleRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories),
    db.select().from(vehicles),
  ]);
  const categorySlugs = new Set(categoryRows.map((category) => category.slug));
  const vehiclesByKey = vehiclesByName(vehicleRows);

  const rows: CheckedRow[] = [];
  const errors: CatalogueRowError[] = [];
  const rowOfSku = new Map<string, number>();
  const skuColumn = columns.indexOf('sku');
  onProgress(0, dataRecords.length);
  for (const [index, { row, cells }] of dataRecords.entries()) {
    const problems = checkRow(cells, columns);
    // Checked on every row with a SKU, good or bad otherwise, so no repeat goes unsaid.
    const sku = cells[skuColumn]?.trim();
    if (sku) {
      const firstRow = rowOfSku.get(sku);
      if (firstRow === undefined) rowOfSku.set(sku, row);
      else problems.messages.push(catalogueFileMessages.skuRepeated(sku, firstRow));
    }
    if (problems.row) {
      const part = problems.row;
      if (!categorySlugs.has(part.category))
        problems.messages.push(catalogueFileMessages.categoryUnknown(part.category));
      const fitment = resolveFitment(part.fitment, vehiclesByKey, problems.messages);
      if (problems.messages.length === 0) rows.push({ ...part, row, fitment });
    } else if (cells.length === columns.length) {
      // A row refused for other cells names its unknown category too: every problem is said at once.
      const category = cells[columns.indexOf('category')]?.trim();
      if (category && !categorySlugs.has(category))
        problems.messages.push(catalogueFileMessages.categoryUnknown(category));
    }
    errors.push(...problems.messages.map((message) => ({ row, message })));
    if ((index + 1) % CHECK_BATCH === 0) {
      onProgress(index + 1, dataRecords.length);
      // Lets the progress line out, and other requests in, before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (dataRecords.length % CHECK_BATCH !== 0) onProgress(dataRecords.length, dataRecords.length);
  errors.push(...(await checkOldNumbers(db, rows, new Set([...rowOfSku.keys()].map(normalizePartNumber)))));
  errors.sort((a, b) => a.row - b.row);
  return errors.length > 0 ? refused(errors) : { rows, errors };
}

/**
 * Old part numbers that are the SKU of a part on sale or of a row of the file, other than the row's
 * own (that one the row's rules refuse): docs/search.md#old-part-numbers.
 */
async function checkOldNumbers(db: Db, rows: CheckedRow[], fileSkus: Set<string>): Promise<CatalogueRowError[]> {
  const entries = rows.flatMap((row) => (row.replaces ?? []).map((entry) => ({ row, entry })));
  const live = new Set<string>();
  for (let start = 0; start < entries.length; start += OLD_NUMBER_BATCH) {
    const batch = entries.slice(start, start + OLD_NUMBER_BATCH).map(({ entry }) => entry);
    for (const normal of await findLiveSkus(db, batch)) live.add(normal);
  }
  return entries.flatMap(({ row, entry }) => {
    const normal = normalizePartNumber(entry);
    const isTaken = (live.has(normal) || fileSkus.has(normal)) && normal !== normalizePartNumber(row.sku);
    return isTaken ? [{ row: row.row, message: catalogueFileMessages.oldNumberLive(entry) }] : [];
  });
}

const refused = (errors: CatalogueRowError[]): CheckResult => ({ rows: [], errors });

/** Where each column is in a record, or what is wrong with the column names (row 1). */
function readHeader(header: CsvRecord): CatalogueFileColumn[] | { errors: CatalogueRowError[] } {
  const names = header.cells.map((cell) => cell.trim());
  const messages: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!(CATALOGUE_FILE_COLUMNS as readonly string[]).includes(name))
      messages.push(catalogueFileMessages.unknownColumn(name));
    else if (seen.has(name)) messages.push(catalogueFileMessages.repeatedColumn(name));
    seen.add(name);
  }
  for (const column of CATALOGUE_FILE_COLUMNS) {
    if (!seen.has(column) && !CATALOGUE_FILE_OPTIONAL_COLUMNS.includes(column)) {
      messages.push(catalogueFileMessages.missingColumn(column));
    }
  }
  if (messages.length > 0) return { errors: messages.map((message) => ({ row: header.row, message })) };
  return names as CatalogueFileColumn[];
}

/** One record's cells checked by the contract's row rules: the part, or what is wrong with it. */
function checkRow(cells: string[], columns: CatalogueFileColumn[]): { row?: CatalogueFileRow; messages: string[] } {
  if (cells.length !== columns.length) {
    return { messages: [catalogueFileMessages.cellCount(cells.length, columns.length)] };
  }
  const record = Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
  const parsed = catalogueFileRowSchema.safeParse(record);
  if (parsed.success) return { row: parsed.data, messages: [] };
  return { messages: parsed.error.issues.map((issue) => issue.message) };
}
